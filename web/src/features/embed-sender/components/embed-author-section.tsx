// Embed editor: the author line (name, icon and link).
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The author's name, icon URL and link URL; notes when the name is missing. */
export function EmbedAuthorSection(props: EmbedSectionProps) {
  const { author } = props.embed;
  const needsName = !author.name.trim() && Boolean(author.icon_url.trim() || author.url.trim());
  return (
    <EmbedSection title={T.author}>
      <MentionField
        syntax="plain"
        label={T.authorName}
        max={L.authorName}
        hint={needsName ? EMBED_HINTS.authorNeedsName : undefined}
        {...bindText(props, 'author.name')}
      />
      <div className="tool-columns grid gap-4">
        <UrlField label={T.authorIcon} {...bindText(props, 'author.icon_url')} />
        <UrlField label={T.authorUrl} {...bindText(props, 'author.url')} />
      </div>
    </EmbedSection>
  );
}
