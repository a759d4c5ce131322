// embedLength: the characters Discord counts towards an embed's 6000-character total.
import { describe, expect, it } from 'vitest';
import { embedLength } from '#shared/logic/embed-length';

describe('embedLength', () => {
  it('adds title, description, author name, footer text and every field name and value', () => {
    expect(
      embedLength({
        title: 'abc',
        description: 'defg',
        author: { name: 'hi' },
        footer: { text: 'jklmn' },
        fields: [
          { name: 'o', value: 'pq' },
          { name: 'rst', value: 'u' },
        ],
      }),
    ).toBe(3 + 4 + 2 + 5 + 3 + 4);
  });

  it('counts missing and null parts as 0', () => {
    expect(embedLength({})).toBe(0);
    expect(embedLength({ title: null, author: null, footer: { text: null }, fields: null })).toBe(0);
    expect(embedLength({ fields: [{ name: null, value: 'abc' }] })).toBe(3);
  });

  it('ignores parts Discord does not count (URLs, colour, button)', () => {
    const embed = { title: 'x', url: 'https://example.com', color: 5, button: { label: 'long label' } };
    expect(embedLength(embed)).toBe(1);
  });
});
