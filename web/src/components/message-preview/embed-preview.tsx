// One embed drawn as Discord does: colour bar, author, title, description, field grid, thumbnail, image, footer.
import type { CSSProperties } from 'react';
import type { DiscordEmbed } from '#shared/schemas/embed';
import { safeHttpUrl } from '#web/lib/safe-url';
import { DiscordMarkdown } from '../markdown/discord-markdown';
import type { MentionResolver } from '../markdown/mention-resolver';
import { layoutFields } from './field-layout';
import { messageTimeLabel } from './message-time';
import { PreviewImage } from './preview-image';

function colorOf(color: DiscordEmbed['color']): string | undefined {
  return typeof color === 'number' ? `#${(color & 0xffffff).toString(16).padStart(6, '0')}` : undefined;
}

/** Draws one embed given in Discord's shape; mentions resolve through `resolver`. */
export function EmbedPreview({ embed, resolver }: { embed: DiscordEmbed; resolver?: MentionResolver }) {
  const fields = embed.fields ?? [];
  const placements = layoutFields(fields);
  const color = colorOf(embed.color);
  const titleUrl = safeHttpUrl(embed.url);
  const authorUrl = safeHttpUrl(embed.author?.url);
  const timestamp = embed.timestamp ? new Date(embed.timestamp) : null;
  const footerTime = timestamp ? messageTimeLabel(timestamp) : '';
  return (
    <article
      className="preview-embed grid"
      style={color ? ({ '--embed-color': color } as CSSProperties) : undefined}
    >
      <div className="preview-embed__body grid gap-2 min-w-0">
        {embed.author?.name && (
          <div className="preview-embed__author flex items-center gap-2 semibold">
            <PreviewImage className="preview-embed__author-icon" src={embed.author.icon_url} />
            {authorUrl ? (
              <a href={authorUrl} target="_blank" rel="noopener noreferrer nofollow">
                {embed.author.name}
              </a>
            ) : (
              <span>{embed.author.name}</span>
            )}
          </div>
        )}
        {embed.title && (
          <div className="preview-embed__title semibold">
            {titleUrl ? (
              <a href={titleUrl} target="_blank" rel="noopener noreferrer nofollow">
                <DiscordMarkdown text={embed.title} resolver={resolver} inline />
              </a>
            ) : (
              <DiscordMarkdown text={embed.title} resolver={resolver} inline />
            )}
          </div>
        )}
        {embed.description && (
          <div className="preview-embed__description">
            <DiscordMarkdown text={embed.description} resolver={resolver} />
          </div>
        )}
        {fields.length > 0 && (
          <div className="preview-embed__fields grid gap-2">
            {fields.map((field, index) => (
              <div
                key={index}
                className="preview-embed__field min-w-0"
                style={{ gridColumn: `${placements[index]?.start ?? 1} / ${placements[index]?.end ?? 13}` }}
              >
                <div className="preview-embed__field-name semibold">
                  <DiscordMarkdown text={field.name} resolver={resolver} inline />
                </div>
                <div className="preview-embed__field-value">
                  <DiscordMarkdown text={field.value} resolver={resolver} />
                </div>
              </div>
            ))}
          </div>
        )}
        <PreviewImage className="preview-embed__image" src={embed.image?.url} />
        {(embed.footer?.text || footerTime) && (
          <div className="preview-embed__footer flex items-center gap-2 medium">
            {embed.footer?.text && (
              <PreviewImage className="preview-embed__footer-icon" src={embed.footer.icon_url} />
            )}
            <span>{[embed.footer?.text, footerTime].filter(Boolean).join(' • ')}</span>
          </div>
        )}
      </div>
      <PreviewImage className="preview-embed__thumbnail mt-2" src={embed.thumbnail?.url} />
    </article>
  );
}
