// One transcript message drawn like Discord: initials avatar, author, BOT tag, time, markdown content, embeds, reactions.
import { memo } from 'react';
import { Avatar } from '#web/components/avatar';
import { DiscordMarkdown } from '#web/components/markdown/discord-markdown';
import { EmbedPreview } from '#web/components/message-preview/embed-preview';
import type { StreamedMessage as Message } from '../logic/stream-transcript';
import { formatTranscriptDate } from '../logic/transcript-dates';
import { messageAnchor } from '../logic/transcript-search';
import { transcriptTexts } from '../texts';
import '#web/components/message-preview/message-preview.css';
import './transcript-message.css';
import { activeLocale } from '#web/lib/i18n/i18n';

/** The message, how it stands out (a search match, the current match, the message the URL points at) and the copy-link action. */
interface TranscriptMessageProps {
  message: Message;
  match: boolean;
  current: boolean;
  target: boolean;
  onCopyLink: (n: number) => void;
}

/** A message row; its id is the #message-N anchor. Re-renders only when its message or marks change. */
export const TranscriptMessage = memo(function TranscriptMessage(props: TranscriptMessageProps) {
  const { message, match, current, target, onCopyLink } = props;
  const date = message.time === null ? null : new Date(message.time);
  const classes = ['transcript-message grid gap-3'];
  if (match) classes.push('transcript-message--match');
  if (current) classes.push('transcript-message--current');
  if (target) classes.push('transcript-message--target');
  return (
    <article
      id={messageAnchor(message.number)}
      className={classes.join(' ')}
      aria-current={current || target ? 'true' : undefined}
    >
      <Avatar
        src={null}
        name={message.author}
        fallbackName="User"
        size={40}
        className="transcript-message__avatar"
      />
      <div className="transcript-message__body min-w-0">
        <header className="preview-message__header flex wrap items-baseline gap-35">
          <span className="preview-message__author semibold">{message.author}</span>
          {message.bot && <span className="preview-message__bot-tag">{transcriptTexts.bot}</span>}
          <time
            className="preview-message__time fs-75"
            dateTime={date?.toISOString()}
            title={message.timestamp}
          >
            {date ? formatTranscriptDate(date, activeLocale()) : message.timestamp}
          </time>
          <button
            type="button"
            className="transcript-message__link fs-75 pointer ms-auto"
            aria-label={transcriptTexts.copyLink(message.number)}
            title={transcriptTexts.copyLink(message.number)}
            onClick={() => onCopyLink(message.number)}
          >
            #{message.number}
          </button>
        </header>
        {message.content && <DiscordMarkdown text={message.content} />}
        {message.embeds.map((embed, index) => (
          <EmbedPreview key={index} embed={embed} />
        ))}
        {message.reactions.length > 0 && (
          <ul className="transcript-message__reactions flex wrap">
            {message.reactions.map((reaction, index) => (
              <li key={index} className="transcript-message__reaction flex items-center fs-85">
                <DiscordMarkdown text={reaction.emoji} inline />
                {reaction.count !== null && <span>{reaction.count}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
