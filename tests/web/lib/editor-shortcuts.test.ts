import { describe, expect, it } from 'vitest';
import { editorShortcutOf, editorShortcutOfInput, type KeyPress } from '#web/lib/editing/editor-shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('editorShortcutOf', () => {
  it('reads Ctrl+S and Cmd+S as save', () => {
    expect(editorShortcutOf(press('s', { ctrlKey: true }))).toBe('save');
    expect(editorShortcutOf(press('s', { metaKey: true }))).toBe('save');
    expect(editorShortcutOf(press('S', { ctrlKey: true }))).toBe('save');
  });

  it('reads Ctrl/Cmd+Z as undo and Ctrl/Cmd+Shift+Z or Ctrl+Y as redo', () => {
    expect(editorShortcutOf(press('z', { ctrlKey: true }))).toBe('undo');
    expect(editorShortcutOf(press('z', { metaKey: true }))).toBe('undo');
    expect(editorShortcutOf(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(editorShortcutOf(press('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(editorShortcutOf(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores plain letters, Alt combinations and other keys', () => {
    expect(editorShortcutOf(press('s'))).toBeNull();
    expect(editorShortcutOf(press('z'))).toBeNull();
    expect(editorShortcutOf(press('z', { shiftKey: true }))).toBeNull();
    expect(editorShortcutOf(press('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(editorShortcutOf(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(editorShortcutOf(press('Z', { metaKey: true, altKey: true, shiftKey: true }))).toBeNull();
    expect(editorShortcutOf(press('S', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(editorShortcutOf(press('a', { ctrlKey: true }))).toBeNull();
    expect(editorShortcutOf(press('Control', { ctrlKey: true }))).toBeNull();
  });

  it('leaves Cmd+Y (the history on macOS) and Ctrl+Shift+Y to the browser', () => {
    expect(editorShortcutOf(press('y', { metaKey: true }))).toBeNull();
    expect(editorShortcutOf(press('Y', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('reads the physical key when the layout types another script there', () => {
    expect(editorShortcutOf(press('я', { code: 'KeyZ', ctrlKey: true }))).toBe('undo');
    expect(editorShortcutOf(press('Я', { code: 'KeyZ', metaKey: true, shiftKey: true }))).toBe('redo');
    expect(editorShortcutOf(press('ы', { code: 'KeyS', ctrlKey: true }))).toBe('save');
    expect(editorShortcutOf(press('z', { code: 'KeyY', ctrlKey: true }))).toBe('undo');
    expect(editorShortcutOf(press(';', { code: 'KeyZ', ctrlKey: true }))).toBeNull();
  });

  it("reads the browser's own history inputs as undo and redo, and nothing else", () => {
    expect(editorShortcutOfInput('historyUndo')).toBe('undo');
    expect(editorShortcutOfInput('historyRedo')).toBe('redo');
    expect(editorShortcutOfInput('insertText')).toBeNull();
    expect(editorShortcutOfInput('deleteContentBackward')).toBeNull();
  });
});
