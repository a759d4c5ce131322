// One entry of the timeline: who did what when, its changes on demand, and Restore or Open in editor.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HistoryEntry as Entry } from '#shared/schemas/history';
import { ShowHideButton } from '#web/components/show-hide-button';
import { StatusText } from '#web/components/status-text';
import { activeLocale } from '#web/lib/i18n/i18n';
import { formatTimestamp } from '#web/lib/markdown/format-timestamp';
import { preloadOf } from '#web/lib/preload';
import { restoreCall } from '../api/restore-entry';
import { entrySummary, HISTORY_TEXTS as T, TOOL_NAMES } from '../texts';
import { EntryChanges } from './entry-changes';

/**
 * Loads 'Open in editor' (the draft parsers, zod with them): by the press, preloaded when the
 * pointer or focus reaches the button (a failed preload is left to the press, which asks again).
 */
const loadSentMessageOpener = () => import('#web/lib/open-sent-message');
const preloadOpener = preloadOf(loadSentMessageOpener);

/** What the entry's sentence names: the role key, the autoresponder's trigger, or nothing. */
function subjectOf(entry: Entry): string {
  const named = (entry.body ?? entry.before ?? {}) as { roleName?: string; trigger?: string };
  return named.roleName ?? named.trigger ?? '';
}

/** Props: the entry, and the restore to ask for (the page confirms it first). */
export interface HistoryEntryProps {
  entry: Entry;
  onRestore: (entry: Entry) => void;
}

/**
 * A list item of the timeline; the diff opens with 'Show changes' (`EntryChanges`). 'Open in
 * editor' pressed before its code has loaded navigates once it has; when that load fails, a
 * sentence under the buttons says so (announced assertively at each failed press) and the next
 * press asks again.
 */
export function HistoryEntryItem({ entry, onRestore }: HistoryEntryProps) {
  const [open, setOpen] = useState(false);
  const [openFailures, setOpenFailures] = useState(0);
  const navigate = useNavigate();
  const seconds = entry.at / 1000;
  const locale = activeLocale();
  const editor = entry.tool === 'embed' || entry.tool === 'reaction-roles' ? entry.tool : null;
  const openInEditor = () => {
    if (!editor) return;
    loadSentMessageOpener().then(
      ({ openDraftInEditor }) => {
        setOpenFailures(0);
        const path = openDraftInEditor(entry.serverId, editor, entry.body);
        if (path) navigate(path);
      },
      () => setOpenFailures((count) => count + 1),
    );
  };
  return (
    <li className="card history-entry p-3-4">
      <p className="history-entry__summary">
        <strong>{entry.actor?.name ?? T.someone}</strong>{' '}
        {entrySummary(entry.tool, entry.action, subjectOf(entry))}
      </p>
      <p className="history-entry__meta flex wrap gap-3 muted">
        <span className="history-entry__tool semibold">{TOOL_NAMES[entry.tool]}</span>
        <time dateTime={new Date(entry.at).toISOString()} title={formatTimestamp(seconds, 'F', { locale })}>
          {formatTimestamp(seconds, 'R', { locale })}
        </time>
        <span>{formatTimestamp(seconds, 'f', { locale })}</span>
      </p>
      <div className="history-entry__actions flex wrap gap-2">
        {entry.tool !== 'history' && (
          <ShowHideButton
            open={open}
            onToggle={setOpen}
            showLabel={T.showChanges}
            hideLabel={T.hideChanges}
          />
        )}
        {restoreCall(entry) && (
          <button type="button" className="button button--secondary" onClick={() => onRestore(entry)}>
            {T.restore}
          </button>
        )}
        {editor && (
          <button
            type="button"
            className="button button--secondary"
            onPointerEnter={preloadOpener}
            onFocus={preloadOpener}
            onClick={openInEditor}
          >
            {T.openInEditor}
          </button>
        )}
      </div>
      {openFailures > 0 && (
        <StatusText key={openFailures} politeness="assertive" className="danger mt-2">
          {T.openFailed}
        </StatusText>
      )}
      {open && <EntryChanges entry={entry} />}
    </li>
  );
}
