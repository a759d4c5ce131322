// Which editor shortcut a key press is: Ctrl/Cmd+S save, Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redo.

/** The editor actions reachable from the keyboard. */
export type EditorShortcut = 'save' | 'undo' | 'redo';

/** The parts of a KeyboardEvent the match reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The shortcut `press` stands for, or null. Ctrl (Windows, Linux) and Cmd (macOS) both count;
 * Alt with it never does (AltGr types characters on some layouts). The letter's case is ignored.
 */
export function editorShortcutOf(press: KeyPress): EditorShortcut | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (key === 's' && !press.shiftKey) return 'save';
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !press.shiftKey) return 'redo';
  return null;
}
