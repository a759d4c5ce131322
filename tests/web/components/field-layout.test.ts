// Discord's embed field grid placement.
import { describe, expect, it } from 'vitest';
import { layoutFields } from '#web/components/message-preview/field-layout';

describe('layoutFields', () => {
  it('shares a row between up to three inline fields', () => {
    const inline = { inline: true };
    expect(layoutFields([inline, inline, inline, inline, { inline: false }, inline, inline])).toEqual([
      { start: 1, end: 5 },
      { start: 5, end: 9 },
      { start: 9, end: 13 },
      { start: 1, end: 13 },
      { start: 1, end: 13 },
      { start: 1, end: 7 },
      { start: 7, end: 13 },
    ]);
  });
});
