// Which editor shortcut a key press is: Ctrl/Cmd+S save, Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redo; and the browser's own undo and redo inputs.

/** The editor actions reachable from the keyboard. */
export type EditorShortcut = 'save' | 'undo' | 'redo';

/** The parts of a KeyboardEvent the match reads (`code`, the physical key, is optional). */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The Latin letter a press types, lower case: its `key`, or, when the layout types another
 * script there (e.g. 'я' on a Russian layout), the letter printed on the physical key (`code`
 * 'KeyZ' gives 'z'). '' for anything else.
 */
function letterOf(press: KeyPress): string {
  const key = press.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  if ([...key].length !== 1 || /^[\x20-\x7e]$/.test(key)) return '';
  return /^Key[A-Z]$/.test(press.code ?? '') ? (press.code as string).slice(3).toLowerCase() : '';
}

/**
 * The shortcut `press` stands for, or null. Ctrl (Windows, Linux) and Cmd (macOS) both count;
 * Alt with it never does (AltGr types characters on some layouts). The letter's case is ignored.
 * Ctrl+Y is redo, but not Cmd+Y (the browser's history on macOS), nor Ctrl+Shift+Y.
 */
export function editorShortcutOf(press: KeyPress): EditorShortcut | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const letter = letterOf(press);
  if (letter === 's' && !press.shiftKey) return 'save';
  if (letter === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && press.ctrlKey && !press.metaKey && !press.shiftKey) return 'redo';
  return null;
}

/**
 * The editor action an `InputEvent.inputType` asks for: 'historyUndo' (the browser's Edit menu
 * or context menu Undo, shake to undo) is undo, 'historyRedo' redo; any other input null.
 */
export function editorShortcutOfInput(inputType: string): EditorShortcut | null {
  if (inputType === 'historyUndo') return 'undo';
  if (inputType === 'historyRedo') return 'redo';
  return null;
}
