// What a settings change of the history did, field by field (word-level for long texts): the Logs page and the edit-conflict review.

import type { HistoryEntry } from '#shared/schemas/history';
import { fieldChanges, LONG_TEXT_CHARS, wordDiff } from '#web/lib/history-diff';
import { localized, t } from '#web/lib/i18n/i18n';
import './history-diff.css';

/** Texts of a history diff (the Logs page and the edit-conflict review), from the `history` catalogue. */
export const HISTORY_DIFF_TEXTS = localized(
  () =>
    ({
      before: t('history.diff.before'),
      after: t('history.diff.after'),
      emptyValue: t('history.diff.emptyValue'),
      beforeFailed: t('history.diff.beforeFailed'),
      noChange: t('history.diff.noChange'),
    }) as const,
);
const T = HISTORY_DIFF_TEXTS;

/** A value as text: strings as they are, nothing as '(empty)', anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return T.emptyValue;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A long text change as one text with removed words struck and added words marked. */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="history-diff__words pre-wrap">
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

/** Before and after of each changed field of a settings `entry` (the server id left out). */
export function SettingsDiff({ entry }: { entry: HistoryEntry }) {
  const changes = fieldChanges(entry.before ?? {}, entry.body ?? {}).filter(
    (change) => change.path !== 'guildId',
  );
  return (
    <div className="history-diff mt-3">
      {entry.beforeState === 'failed' && <p className="muted">{T.beforeFailed}</p>}
      {changes.length === 0 ? (
        <p className="muted">{T.noChange}</p>
      ) : (
        <dl className="stack stack--small">
          {changes.map(({ path, before, after }) => (
            <div key={path} className="history-diff__field">
              <dt className="mono muted">{path}</dt>
              {typeof before === 'string' &&
              typeof after === 'string' &&
              Math.max(before.length, after.length) >= LONG_TEXT_CHARS ? (
                <dd className="break-anywhere">
                  <WordDiff before={before} after={after} />
                </dd>
              ) : (
                <dd className="break-anywhere">
                  <span className="history-diff__label faint">{T.before}</span> <del>{shown(before)}</del>{' '}
                  <span className="history-diff__label faint">{T.after}</span> <ins>{shown(after)}</ins>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
