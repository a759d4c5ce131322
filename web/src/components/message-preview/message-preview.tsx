// A message drawn as a Discord chat post: avatar, name with BOT tag, time, content, embeds and buttons.

import { embedHasContent } from '#web/lib/embed/embed-content';
import { t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { Avatar } from '../avatar';
import { DiscordMarkdown } from '../markdown/discord-markdown';
import type { MentionResolver } from '../markdown/mention-resolver';
import { EmbedPreview } from './embed-preview';
import { messageTimeLabel } from './message-time';
import { PreviewButtons } from './preview-buttons';
import type { PreviewMessage } from './preview-types';
import './message-preview.css';

export type { PreviewButton, PreviewMessage } from './preview-types';

/** Draws `message`; empty embeds are left out, unsafe URLs are never used. */
export function MessagePreview({
  message,
  resolver,
}: {
  message: PreviewMessage;
  resolver?: MentionResolver;
}) {
  const name = message.authorName ?? PRODUCT_NAME;
  const embeds = (message.embeds ?? []).filter(embedHasContent);
  return (
    <div className="preview-message flex gap-4">
      <Avatar src={message.authorAvatarUrl} name={name} fallbackName={PRODUCT_NAME} size={40} />
      <div className="preview-message__main min-w-0 grow">
        <div className="preview-message__header flex wrap items-baseline gap-35">
          <span className="preview-message__author semibold">{name}</span>
          {(message.bot ?? true) && (
            <span className="preview-message__bot-tag">{t('editors.preview.botTag')}</span>
          )}
          <span className="preview-message__time fs-75">
            {messageTimeLabel(message.timestamp ?? new Date())}
          </span>
        </div>
        {message.content && (
          <div className="preview-message__content">
            <DiscordMarkdown text={message.content} resolver={resolver} />
          </div>
        )}
        {embeds.map((embed, index) => (
          <EmbedPreview key={index} embed={embed} resolver={resolver} />
        ))}
        <PreviewButtons buttons={message.buttons ?? []} />
      </div>
    </div>
  );
}
