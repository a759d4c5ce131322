// The Undo and Redo buttons of an editor, beside its reset action.
import { UNDO_TEXTS, type UndoControls } from '../lib/a11y/use-undo-history';
import './tool-page.css';

/** The parts of an editor's undo controls the buttons use. */
export type UndoButtonsProps = Pick<UndoControls<unknown>, 'canUndo' | 'canRedo' | 'undo' | 'redo'>;

/**
 * Two buttons named 'Undo' and 'Redo' (their shortcuts in aria-keyshortcuts). With nothing to undo
 * or redo a button is marked aria-disabled and does nothing, but stays focusable, so focus is not
 * lost when the last step is undone from the keyboard.
 */
export function UndoRedoButtons({ canUndo, canRedo, undo, redo }: UndoButtonsProps) {
  const buttons = [
    { name: UNDO_TEXTS.undo, open: canUndo, run: undo, keys: 'Control+Z Meta+Z' },
    { name: UNDO_TEXTS.redo, open: canRedo, run: redo, keys: 'Control+Shift+Z Meta+Shift+Z Control+Y' },
  ];
  return (
    <div className="undo-redo flex gap-2">
      {buttons.map(({ name, open, run, keys }) => (
        <button
          key={name}
          type="button"
          className="button button--secondary"
          aria-disabled={!open}
          aria-keyshortcuts={keys}
          onClick={run}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
