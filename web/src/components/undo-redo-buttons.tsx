// The Undo and Redo buttons of an editor, beside its reset action.
import { UNDO_TEXTS, type UndoControls } from '../lib/a11y/use-undo-history';
import './tool-page.css';

/** The parts of an editor's undo controls the buttons use. */
export type UndoButtonsProps = Pick<UndoControls<unknown>, 'canUndo' | 'canRedo' | 'undo' | 'redo'>;

/**
 * Two buttons named 'Undo' and 'Redo' (with their shortcuts as a hint). With nothing to undo or
 * redo a button is marked aria-disabled and does nothing, but stays focusable, so focus is not
 * lost when the last step is undone from the keyboard.
 */
export function UndoRedoButtons({ canUndo, canRedo, undo, redo }: UndoButtonsProps) {
  return (
    <div className="undo-redo">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={undo}
      >
        {UNDO_TEXTS.undo}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={redo}
      >
        {UNDO_TEXTS.redo}
      </button>
    </div>
  );
}
