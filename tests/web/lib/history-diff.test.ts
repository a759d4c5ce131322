// The history's diffs: changed fields of a setting, and word-level diffs of long texts.
import { describe, expect, it } from 'vitest';
import { fieldChanges, wordDiff } from '#web/lib/history-diff';

describe('fieldChanges', () => {
  it('lists each changed leaf by its dotted path, and nothing for equal values', () => {
    const before = {
      guildId: '1',
      config: { enabled: false, message: 'Hi', embed: { title: 'A', color: '#fff' } },
    };
    const after = {
      guildId: '1',
      config: { enabled: true, message: 'Hi', embed: { title: 'B', color: '#fff' } },
    };
    expect(fieldChanges(before, after)).toEqual([
      { path: 'config.enabled', before: false, after: true },
      { path: 'config.embed.title', before: 'A', after: 'B' },
    ]);
    expect(fieldChanges(after, structuredClone(after))).toEqual([]);
  });

  it('gives a key present on one side only undefined on the other, and compares arrays whole', () => {
    expect(fieldChanges({ roleId: null }, { roleId: '5', extra: [1] })).toEqual([
      { path: 'roleId', before: null, after: '5' },
      { path: 'extra', before: undefined, after: [1] },
    ]);
    expect(fieldChanges(null, { prefix: '!' })).toEqual([{ path: '', before: null, after: { prefix: '!' } }]);
  });
});

describe('wordDiff', () => {
  it('keeps common words and marks the removed and added ones', () => {
    expect(wordDiff('Welcome to the server, friend', 'Welcome to our lovely server, friend')).toEqual([
      { kind: 'same', text: 'Welcome to ' },
      { kind: 'added', text: 'our lovely ' },
      { kind: 'removed', text: 'the ' },
      { kind: 'same', text: 'server, friend' },
    ]);
  });

  it('rebuilds both texts from its parts', () => {
    const before = 'one two three four five';
    const after = 'zero one three four six five';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });

  it('handles empty texts', () => {
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });
});
