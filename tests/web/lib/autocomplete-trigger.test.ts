// The autocomplete's trigger words and insertion: which '#', '@' and ':' words open a list, and the text after a choice.
import { describe, expect, it } from 'vitest';
import { findTrigger, insertChoice } from '#web/lib/autocomplete/trigger';

describe('findTrigger', () => {
  it('finds # and @ at the start or after whitespace, with or without search text', () => {
    expect(findTrigger('#', 1)).toEqual({ char: '#', start: 0, search: '' });
    expect(findTrigger('See #gen', 8)).toEqual({ char: '#', start: 4, search: 'gen' });
    expect(findTrigger('Hi\n@mod', 7)).toEqual({ char: '@', start: 3, search: 'mod' });
    expect(findTrigger('Ask @mo and more', 7)).toEqual({ char: '@', start: 4, search: 'mo' });
  });

  it('needs two name characters after : like Discord, so emoticons open nothing', () => {
    expect(findTrigger(':', 1)).toBeNull();
    expect(findTrigger('ok :s', 5)).toBeNull();
    expect(findTrigger('ok :)', 5)).toBeNull();
    expect(findTrigger('ok :sm', 6)).toEqual({ char: ':', start: 3, search: 'sm' });
    expect(findTrigger(':+1', 3)).toEqual({ char: ':', start: 0, search: '+1' });
  });

  it('ignores triggers inside words, finished words, other syntax and a caret outside the text', () => {
    expect(findTrigger('mail me@home', 12)).toBeNull();
    expect(findTrigger('issue#12', 8)).toBeNull();
    expect(findTrigger('Note: done', 5)).toBeNull();
    expect(findTrigger('#gen done', 9)).toBeNull();
    expect(findTrigger('<#123>', 6)).toBeNull();
    expect(findTrigger('#a#b', 4)).toBeNull();
    expect(findTrigger('', 0)).toBeNull();
    expect(findTrigger('#gen', 9)).toBeNull();
  });

  it('looks back at most a name length, so a long run without spaces opens nothing', () => {
    expect(findTrigger(`#${'a'.repeat(100)}`, 101)).toEqual({ char: '#', start: 0, search: 'a'.repeat(100) });
    expect(findTrigger(`#${'a'.repeat(200)}`, 201)).toBeNull();
  });
});

describe('insertChoice', () => {
  it('replaces the typed word with the choice and a space, caret after the space', () => {
    expect(insertChoice('See #gen', { start: 4 }, 8, '<#100000000000000001>')).toEqual({
      text: 'See <#100000000000000001> ',
      caret: 26,
    });
  });

  it('keeps the text after the caret and does not double a following space', () => {
    expect(insertChoice('Hi @mo there', { start: 3 }, 6, '<@&110000000000000116>')).toEqual({
      text: 'Hi <@&110000000000000116> there',
      caret: 26,
    });
    expect(insertChoice(':tad!', { start: 0 }, 4, '🎉')).toEqual({ text: '🎉 !', caret: 3 });
  });
});
