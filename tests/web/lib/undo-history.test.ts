import { describe, expect, it } from 'vitest';
import { UNDO_HISTORY_LIMIT } from '#shared/constants/limits';
import { describeDraftEdit } from '#web/lib/editing/text-edit';
import {
  amendPresent,
  createUndoHistory,
  recordEdit,
  redoEdit,
  type UndoHistory,
  undoEdit,
} from '#web/lib/editing/undo-history';

type Draft = { title: string; body: string; inline: boolean };
const blank: Draft = { title: '', body: '', inline: false };

/** Records `next` as the user's edit, described the way the editors describe it. */
const change = (history: UndoHistory<Draft>, next: Draft) =>
  recordEdit(history, next, describeDraftEdit(history.present, next));

/** Types `text` into `field` one character at a time. */
function type(history: UndoHistory<Draft>, field: 'title' | 'body', text: string) {
  let current = history;
  for (const character of text)
    current = change(current, { ...current.present, [field]: current.present[field] + character });
  return current;
}

/** The value of `field` after each undo, down to the start. */
function undoTrail(history: UndoHistory<Draft>, field: 'title' | 'body'): string[] {
  const trail: string[] = [];
  let current = history;
  while (current.past.length > 0) {
    current = undoEdit(current);
    trail.push(current.present[field]);
  }
  return trail;
}

describe('describeDraftEdit', () => {
  it('names the one text that changed and what was inserted or removed', () => {
    expect(describeDraftEdit({ a: { b: 'hello' } }, { a: { b: 'help!lo' } })).toEqual({
      kind: 'typing',
      path: '/a/b',
      removed: '',
      inserted: 'p!',
    });
    expect(describeDraftEdit({ list: ['abc'] }, { list: ['ac'] })).toEqual({
      kind: 'typing',
      path: '/list/0',
      removed: 'b',
      inserted: '',
    });
  });

  it('calls a toggle, two changed texts or a new shape something other than typing', () => {
    expect(describeDraftEdit(blank, { ...blank, inline: true })).toEqual({ kind: 'other' });
    expect(describeDraftEdit(blank, { ...blank, title: 'a', body: 'b' })).toEqual({ kind: 'other' });
    expect(describeDraftEdit({ list: [] }, { list: ['x'] })).toEqual({ kind: 'other' });
  });

  it('calls equal values, even as different objects, no change', () => {
    expect(describeDraftEdit(blank, blank)).toEqual({ kind: 'none' });
    expect(describeDraftEdit({ a: { b: ['x'] } }, { a: { b: ['x'] } })).toEqual({ kind: 'none' });
    expect(describeDraftEdit({ a: 1 }, { a: 1, b: undefined })).toEqual({ kind: 'other' });
  });
});

describe('the undo history', () => {
  it('coalesces typing into word-sized steps', () => {
    const typed = type(createUndoHistory(blank), 'title', 'hello big world');
    expect(typed.present.title).toBe('hello big world');
    expect(undoTrail(typed, 'title')).toEqual(['hello big ', 'hello ', '']);
  });

  it('coalesces typing in the middle of a text as it does at the end', () => {
    let history = createUndoHistory({ ...blank, title: 'one four' });
    for (const [at, character] of [...'two three '].entries()) {
      const title = history.present.title;
      history = change(history, {
        ...history.present,
        title: title.slice(0, 4 + at) + character + title.slice(4 + at),
      });
    }
    expect(history.present.title).toBe('one two three four');
    expect(undoTrail(history, 'title')).toEqual(['one two four', 'one four']);
  });

  it('joins spaces typed before a word to that word', () => {
    const typed = type(createUndoHistory({ ...blank, title: 'hello' }), 'title', '  big world');
    expect(undoTrail(typed, 'title')).toEqual(['hello  big ', 'hello']);
  });

  it('deletes backwards in word-sized steps too', () => {
    let history = type(createUndoHistory(blank), 'body', 'hello world');
    for (let left = 'hello world'.length - 1; left >= 3; left -= 1)
      history = change(history, { ...history.present, body: 'hello world'.slice(0, left) });
    expect(history.present.body).toBe('hel');
    expect(undoTrail(history, 'body').slice(0, 2)).toEqual(['hello', 'hello world']);
  });

  it('starts a new step in another field', () => {
    let history = type(createUndoHistory(blank), 'title', 'Hi');
    history = type(history, 'body', 'there');
    expect(undoTrail(history, 'body')).toEqual(['', '']);
  });

  it('keeps deleting apart from typing, and a paste as one step', () => {
    let history = type(createUndoHistory(blank), 'body', 'abc');
    history = change(history, { ...history.present, body: 'ab' });
    history = change(history, { ...history.present, body: 'a' });
    history = change(history, { ...history.present, body: 'a pasted text' });
    expect(undoTrail(history, 'body')).toEqual(['a', 'abc', '']);
  });

  it('makes an import or a reset one step, and a toggle one step', () => {
    let history = type(createUndoHistory(blank), 'title', 'Draft');
    history = change(history, { title: 'Imported', body: 'From JSON', inline: true });
    history = change(history, { ...history.present, inline: false });
    history = undoEdit(history);
    expect(history.present).toEqual({ title: 'Imported', body: 'From JSON', inline: true });
    history = undoEdit(history);
    expect(history.present.title).toBe('Draft');
  });

  it('redoes what was undone, and drops the redo steps on a new edit', () => {
    let history = type(createUndoHistory(blank), 'title', 'one two');
    history = undoEdit(undoEdit(history));
    expect(history.present.title).toBe('');
    history = redoEdit(history);
    expect(history.present.title).toBe('one ');
    history = redoEdit(history);
    expect(history.present.title).toBe('one two');
    expect(redoEdit(history)).toBe(history);
    history = undoEdit(history);
    history = type(history, 'body', 'x');
    expect(history.future).toEqual([]);
    expect(redoEdit(history)).toBe(history);
  });

  it('makes no step for the same values set again, and keeps redo', () => {
    let history = type(createUndoHistory(blank), 'title', 'one two');
    history = undoEdit(history);
    const copy = { ...history.present };
    history = change(history, copy);
    expect(history.present).toBe(copy);
    expect(undoTrail(history, 'title')).toEqual(['']);
    expect(redoEdit(history).present.title).toBe('one two');
  });

  it('amends the present without a step, keeping undo, redo and the growing word', () => {
    let history = type(createUndoHistory(blank), 'title', 'one two');
    history = undoEdit(history);
    history = amendPresent(history, { ...history.present, body: 'fixed' });
    expect(history.present).toEqual({ title: 'one ', body: 'fixed', inline: false });
    expect(redoEdit(history).present.title).toBe('one two');
    expect(undoEdit(history).present.title).toBe('');
    const growing = amendPresent(type(createUndoHistory(blank), 'title', 'ab'), {
      ...blank,
      title: 'ab',
      inline: true,
    });
    expect(undoTrail(type(growing, 'title', 'c'), 'title')).toEqual(['']);
  });

  it(`keeps the last ${UNDO_HISTORY_LIMIT} steps (at least 50) and ignores undo at the start`, () => {
    expect(UNDO_HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
    const start = createUndoHistory(blank);
    expect(undoEdit(start)).toBe(start);
    let history = start;
    for (let step = 1; step <= UNDO_HISTORY_LIMIT + 20; step += 1)
      history = change(history, { ...history.present, inline: !history.present.inline, title: `v${step}` });
    const trail = undoTrail(history, 'title');
    expect(trail).toHaveLength(UNDO_HISTORY_LIMIT);
    expect(trail.at(-1)).toBe('v20');
  });
});
