// Listens for the editor shortcuts (save, undo, redo) on the whole page while an editor is shown.
import { useEffect, useRef } from 'react';
import { type EditorShortcut, editorShortcutOf, editorShortcutOfInput } from '../editing/editor-shortcuts';

/** What each shortcut does on this page; a missing one is left to the browser. */
export type EditorShortcutHandlers = Partial<Record<EditorShortcut, () => void>>;

/** Marks a field whose text has its own undo (e.g. an import box), where Ctrl/Cmd+Z stays the browser's. */
export const OWN_UNDO_ATTRIBUTE = 'data-own-undo';

/**
 * While mounted, runs `handlers` for Ctrl/Cmd+S, Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y)
 * anywhere on the page, and stops the browser's own action (its save dialog, its field undo).
 * The browser's own undo and redo from its menus (a cancelable 'historyUndo'/'historyRedo'
 * beforeinput) run the same handlers instead; a non-cancelable one is left to the browser.
 * Ignored while a modal dialog is open (save's browser dialog is still stopped), and undo/redo
 * inside an element marked OWN_UNDO_ATTRIBUTE. The latest handlers are used without re-subscribing.
 */
export function useEditorShortcuts(handlers: EditorShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const handle = (shortcut: EditorShortcut | null, event: Event) => {
      const run = shortcut && latest.current[shortcut];
      if (!shortcut || !run) return;
      const target = event.target instanceof Element ? event.target : null;
      if (shortcut !== 'save' && target?.closest(`[${OWN_UNDO_ATTRIBUTE}]`)) return;
      event.preventDefault();
      if (document.querySelector('dialog[open]')) return;
      run();
    };
    const onKey = (event: KeyboardEvent) => handle(editorShortcutOf(event), event);
    const onInput = (event: InputEvent) => {
      if (event.cancelable) handle(editorShortcutOfInput(event.inputType), event);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('beforeinput', onInput);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('beforeinput', onInput);
    };
  }, []);
}
