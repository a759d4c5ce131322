// What the pre-rendered shell's copy of an editor's controls does until the app takes over: nothing.
import type { UndoButtonsProps } from './undo-redo-buttons';

/** A press of a control that cannot act yet: the app's own replaces it. */
export const notYet = (): undefined => undefined;

/** The undo and redo buttons of the shell's copy: both locked. */
export const INERT_HISTORY: UndoButtonsProps = { canUndo: false, canRedo: false, undo: notYet, redo: notYet };
