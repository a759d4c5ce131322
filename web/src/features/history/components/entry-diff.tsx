// What one history entry changed: field by field for settings (word-level for long texts), the message drawn for sends.

import type { DiscordEmbed } from '#shared/logic/embed-content';
import { fieldChanges, LONG_TEXT_CHARS, wordDiff } from '#shared/logic/history-diff';
import type { HistoryEntry } from '#shared/schemas/history';
import { MessagePreview, type PreviewButton } from '../../../components/message-preview/message-preview';
import { HISTORY_TEXTS as T } from '../texts';

/** A value as text: strings as they are, nothing as '(empty)', anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return T.empty_value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A long text change as one text with removed words struck and added words marked. */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="history-diff__words">
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** The message a send posted, drawn with the dashboard's message preview. */
function SentMessage({ entry }: { entry: HistoryEntry }) {
  const body = (entry.body ?? {}) as {
    content?: string | null;
    message?: string;
    embed?: DiscordEmbed | null;
    roles?: { label: string; emoji?: string; style?: 1 | 2 | 3 | 4 }[];
  };
  const buttons: PreviewButton[] = (body.roles ?? []).map((role) => ({
    label: role.label,
    emoji: role.emoji || null,
    style: role.style,
  }));
  return (
    <div className="history-diff__message">
      <MessagePreview
        message={{
          content: body.content ?? body.message ?? null,
          embeds: body.embed ? [body.embed] : [],
          buttons,
          timestamp: new Date(entry.at),
        }}
      />
    </div>
  );
}

/** The changes of `entry`: before and after of each changed field, or the sent message. */
export function EntryDiff({ entry }: { entry: HistoryEntry }) {
  if (entry.tool === 'embed' || entry.tool === 'reaction-roles') return <SentMessage entry={entry} />;
  if (entry.tool === 'history') return null;
  const changes = fieldChanges(entry.before ?? {}, entry.body ?? {}).filter(
    (change) => change.path !== 'guildId',
  );
  return (
    <div className="history-diff">
      {entry.beforeState === 'failed' && <p className="history-diff__note">{T.beforeFailed}</p>}
      {changes.length === 0 ? (
        <p className="history-diff__note">{T.noChange}</p>
      ) : (
        <dl className="history-diff__fields">
          {changes.map(({ path, before, after }) => (
            <div key={path} className="history-diff__field">
              <dt>{path}</dt>
              {typeof before === 'string' &&
              typeof after === 'string' &&
              Math.max(before.length, after.length) >= LONG_TEXT_CHARS ? (
                <dd>
                  <WordDiff before={before} after={after} />
                </dd>
              ) : (
                <dd>
                  <span className="history-diff__label">{T.before}</span> <del>{shown(before)}</del>{' '}
                  <span className="history-diff__label">{T.after}</span> <ins>{shown(after)}</ins>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
