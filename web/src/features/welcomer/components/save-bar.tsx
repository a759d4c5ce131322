// The sticky save bar: unsaved-changes note, why saving is blocked, Undo and Redo, Reset, 'Save Configuration' and the result.
import { ActionRow } from '#web/components/action-row';
import { StatusMessage } from '#web/components/status-message';
import { type UndoButtonsProps, UndoRedoButtons } from '#web/components/undo-redo-buttons';
import { WELCOME_TEXTS as T } from '../texts';

interface SaveBarProps {
  dirty: boolean;
  problems: readonly string[];
  saving: boolean;
  saved: boolean;
  /** The reply's reason after a failed save ('' when unknown), or null. */
  failure: string | null;
  onSave: () => void;
  onReset: () => void;
  history: UndoButtonsProps;
}

/**
 * Save is disabled while any problem remains (the problems are listed and tied to it) and locked
 * while saving. Reset, like Undo and Redo, is always there and locked while saving or with nothing
 * to reset, so pressing it, or a save, never drops the keyboard focus. Saving, saved and the
 * failure are announced as they show.
 */
export function SaveBar({ dirty, problems, saving, saved, failure, onSave, onReset, history }: SaveBarProps) {
  const blocked = problems.length > 0;
  return (
    <div className="wc-savebar grid gap-60">
      {blocked && (
        <div id="wc-save-problems" className="problems fs-90">
          <p>{T.cannotSave}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="cluster wc-savebar__row between">
        <div className="wc-savebar__status">
          {saved && <StatusMessage tone="success">{T.saved}</StatusMessage>}
          {failure !== null && (
            <StatusMessage tone="error" detail={failure || undefined}>
              {T.saveFailed}
            </StatusMessage>
          )}
          {dirty && !saved && failure === null && <p className="warning semibold">{T.unsaved}</p>}
        </div>
        <ActionRow
          className="wc-savebar__actions flex wrap justify-end gap-60 ms-auto"
          busy={saving}
          before={<UndoRedoButtons {...history} />}
          secondary={{ label: T.reset, onPress: onReset, locked: !dirty }}
          primary={{
            label: T.save,
            busyText: T.saving,
            onPress: onSave,
            disabled: blocked,
            describedBy: blocked ? 'wc-save-problems' : undefined,
          }}
        />
      </div>
    </div>
  );
}
