// The warning an editor shows when another admin saved the same settings since it loaded: who and when, their change, keep theirs or save mine.
import { useState } from 'react';
import type { HistoryEntry } from '#shared/schemas/history';
import { type ConflictTool, conflictSentence, EDIT_CONFLICT_TEXTS as T } from '../lib/edit-conflict';
import { SettingsDiff } from './history-settings-diff';
import { ShowHideButton } from './show-hide-button';
import { StatusMessage } from './status-message';

/** Props: the other admin's entry, its tool, and the two ways out. */
export interface EditConflictNoticeProps {
  entry: HistoryEntry;
  tool: ConflictTool;
  /** Drops the local edits and reloads what is saved now. */
  onKeepTheirs: () => void;
  /** Saves the local edits over theirs (sent without the check, and recorded). */
  onSaveMine: () => void;
}

/** A warning status message (spoken once by the live region) with the review, keep and save buttons. */
export function EditConflictNotice({ entry, tool, onKeepTheirs, onSaveMine }: EditConflictNoticeProps) {
  const [reviewing, setReviewing] = useState(false);
  return (
    <StatusMessage tone="warning" detail={T.coverage}>
      <span>{conflictSentence(entry, tool)}</span>
      <span className="edit-conflict__actions">
        <ShowHideButton
          open={reviewing}
          onToggle={setReviewing}
          showLabel={T.review}
          hideLabel={T.hideReview}
        />
        <button type="button" className="button button--secondary" onClick={onKeepTheirs}>
          {T.keepTheirs}
        </button>
        <button type="button" className="button" onClick={onSaveMine}>
          {T.saveMine}
        </button>
      </span>
      {reviewing && <SettingsDiff entry={entry} />}
    </StatusMessage>
  );
}
