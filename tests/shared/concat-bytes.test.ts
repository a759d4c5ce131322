// concatBytes joins stream chunks for the worker's capped body reads and the share-link codec.
import { describe, expect, it } from 'vitest';
import { concatBytes } from '#shared/logic/concat-bytes';

describe('concatBytes', () => {
  it('joins chunks in order', () => {
    const joined = concatBytes([Uint8Array.of(1, 2), Uint8Array.of(3), Uint8Array.of(4, 5, 6)], 6);
    expect([...joined]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('returns a single chunk as it is and no chunks as an empty array', () => {
    const only = Uint8Array.of(7, 8);
    expect(concatBytes([only], 2)).toBe(only);
    expect(concatBytes([], 0)).toEqual(new Uint8Array());
  });

  it('throws RangeError when the total is too small for the chunks', () => {
    expect(() => concatBytes([Uint8Array.of(1), Uint8Array.of(2, 3)], 2)).toThrow(RangeError);
  });
});
