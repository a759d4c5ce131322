// The warning an editor shows when another admin saved the same settings since it loaded: who and when, their change, keep theirs or save mine.
import { useState } from 'react';
import type { EditConflictNoticeProps } from '../lib/edit-conflict';
import { conflictSentence, EDIT_CONFLICT_TEXTS as T } from '../lib/edit-conflict-texts';
import { SettingsDiff } from './history-settings-diff';
import { ShowHideButton } from './show-hide-button';
import { StatusMessage } from './status-message';

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
