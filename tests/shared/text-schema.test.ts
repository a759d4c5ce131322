// The shared string-field rules: the cap's exact message, the trim before counting, the non-empty rule.
import { describe, expect, it } from 'vitest';
import { boundedText } from '#shared/schemas/text';

/** The messages of every issue a parse of `value` raises. */
function messages(schema: ReturnType<typeof boundedText>, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('boundedText', () => {
  it('accepts a text of exactly the cap and refuses one character more', () => {
    const schema = boundedText(5);
    expect(schema.parse('abcde')).toBe('abcde');
    expect(messages(schema, 'abcdef')).toEqual(['must be at most 5 characters']);
  });

  it('keeps surrounding spaces unless asked to trim', () => {
    expect(boundedText(5).parse(' ab ')).toBe(' ab ');
    expect(boundedText(5, { trim: true }).parse(' ab ')).toBe('ab');
  });

  it('counts the trimmed text against the cap', () => {
    const schema = boundedText(3, { trim: true });
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(messages(schema, ' abcd ')).toEqual(['must be at most 3 characters']);
  });

  it('accepts an empty text unless required', () => {
    expect(boundedText(3).parse('')).toBe('');
    expect(messages(boundedText(3, { required: true }), '')).toEqual(['must not be empty']);
  });

  it('refuses a text of only spaces when trimmed and required', () => {
    expect(messages(boundedText(3, { trim: true, required: true }), '   ')).toEqual(['must not be empty']);
  });

  it('refuses a non-string with zod’s own message', () => {
    expect(messages(boundedText(3), 42)).toEqual(['Invalid input: expected string, received number']);
  });
});
