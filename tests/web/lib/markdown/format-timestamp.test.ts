// Discord timestamp formatting.
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '#web/lib/markdown/format-timestamp';

const at = { locale: 'en-GB', timeZone: 'UTC' };

describe('formatTimestamp', () => {
  it('formats the absolute styles in 24-hour time', () => {
    expect(formatTimestamp(1_700_000_000, 't', at)).toBe('22:13');
    expect(formatTimestamp(1_700_000_000, 'T', at)).toBe('22:13:20');
    expect(formatTimestamp(1_700_000_000, 'd', at)).toBe('14/11/2023');
    expect(formatTimestamp(1_700_000_000, 'D', at)).toBe('14 November 2023');
  });

  it('formats relative times against now', () => {
    const now = 1_700_000_000_000;
    expect(formatTimestamp(1_700_000_000 + 3 * 3600, 'R', { ...at, locale: 'en', now })).toBe('in 3 hours');
    expect(formatTimestamp(1_700_000_000 - 2 * 86_400, 'R', { ...at, locale: 'en', now })).toBe('2 days ago');
  });

  it('says Invalid Date for an out-of-range epoch', () => {
    expect(formatTimestamp(9_999_999_999_999, 'f', at)).toBe('Invalid Date');
  });
});
