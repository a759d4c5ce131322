// Transcript timestamps: GMT, Date#toString and ISO forms read as instants, shown on a 24-hour clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTranscriptDate,
  parseTranscriptDate,
  parseTranscriptTime,
} from '#web/features/transcripts/logic/transcript-dates';

/** Any valid instant of the years 1000 to 9999 (what the transcript's four-digit years can hold). */
const anyDate = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Any instant of a day whose next day four-digit years can still hold. */
const dayBeforeLast = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-30T23:59:59Z'),
  noInvalidDate: true,
});

describe('parseTranscriptDate', () => {
  it.each([
    ['Mon, 06 Jan 2025 14:03:22 GMT', '2025-01-06T14:03:22.000Z'],
    ['6 Jan 2025 14:03 GMT', '2025-01-06T14:03:00.000Z'],
    ['Mon Jan 06 2025 15:03:22 GMT+0100 (Central European Standard Time)', '2025-01-06T14:03:22.000Z'],
    ['Mon Jan 06 2025 09:03:22 GMT-0500', '2025-01-06T14:03:22.000Z'],
    ['2025-01-06T14:03:22.123Z', '2025-01-06T14:03:22.000Z'],
    ['2025-01-06 14:03', '2025-01-06T14:03:00.000Z'],
    ['2025-01-06T16:03:22+02:00', '2025-01-06T14:03:22.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseTranscriptDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '12:00',
    'Mon, 06 Foo 2025 14:03:22 GMT',
    '2025-13-45T99:00Z',
    '31 Feb 2025 12:00 GMT',
    '6 Jan 2025 25:00 GMT',
  ])('returns null for %s', (text) => {
    expect(parseTranscriptDate(text)).toBeNull();
  });

  it('reads what Date#toUTCString writes, for any instant of years 1000 to 9999, to the second', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const seconds = Math.floor(date.getTime() / 1000) * 1000;
        expect(parseTranscriptDate(date.toUTCString())?.getTime()).toBe(seconds);
      }),
    );
  });

  it.each([
    ['Mon, 06 JAN 2025 14:03:22 GMT', '2025-01-06T14:03:22.000Z'],
    ['  Mon, 06 Jan 2025 14:03:22 GMT  ', '2025-01-06T14:03:22.000Z'],
    ['Mon,  6 Jan 2025 14:03:22 GMT', '2025-01-06T14:03:22.000Z'],
  ])('reads the GMT form written slightly otherwise: %s', (text, iso) => {
    expect(parseTranscriptDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    'Mon, 31 Feb 2025 12:00:00 GMT',
    'Mon, 06 Jan 2025 24:00:00 GMT',
    'Mon, 06 Jan 2025 14:60:00 GMT',
    'Mon, 06 Jan 2025 14:03:22 GMX',
  ])('returns null for the exact GMT form of no instant: %s', (text) => {
    expect(parseTranscriptDate(text)).toBeNull();
  });
});

describe('parseTranscriptTime', () => {
  it.each([
    ['Mon, 06 Jan 2025 14:03:22 GMT', Date.UTC(2025, 0, 6, 14, 3, 22)],
    ['Mon, 06 Jan 2025 14:03:60 GMT', Date.UTC(2025, 0, 6, 14, 4, 0)],
    ['Thu, 29 Feb 2024 00:00:00 GMT', Date.UTC(2024, 1, 29)],
    ['1970-01-01T01:00:00+01:00', 0],
    ['Thu Jan 01 1970 01:00:00 GMT+0100', 0],
  ])('reads %s as epoch ms', (text, time) => {
    expect(parseTranscriptTime(text)).toBe(time);
    expect(parseTranscriptDate(text)?.getTime()).toBe(time);
  });

  it.each([
    'Fri, 31 Jan 2025 23:59:60 GMT',
    'Sat, 29 Feb 2025 12:00:00 GMT',
    'Mon, 31 Apr 2025 12:00:00 GMT',
    'Mon, 06 Jan 2025 14:03:2x GMT',
    'yesterday at 10:00',
  ])('returns null for %s', (text) => {
    expect(parseTranscriptTime(text)).toBeNull();
    expect(parseTranscriptDate(text)).toBeNull();
  });

  it('reads each of a run of timestamps of one day and the next at its own instant', () => {
    fc.assert(
      fc.property(
        dayBeforeLast,
        fc.array(fc.integer({ min: 0, max: 2 * 86_399 }), { minLength: 2 }),
        (day, seconds) => {
          const dayStart = Math.floor(day.getTime() / 86_400_000) * 86_400_000;
          for (const second of seconds) {
            const date = new Date(dayStart + second * 1000);
            expect(parseTranscriptTime(date.toUTCString())).toBe(date.getTime());
            expect(parseTranscriptTime(date.toISOString())).toBe(date.getTime());
          }
        },
      ),
    );
  });

  it('gives what parseTranscriptDate gives for any Date#toUTCString and ISO text', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        for (const text of [date.toUTCString(), date.toISOString(), date.toString()])
          expect(parseTranscriptTime(text)).toBe(parseTranscriptDate(text)?.getTime() ?? null);
      }),
    );
  });
});

describe('formatTranscriptDate', () => {
  it('shows the local time on a 24-hour clock', () => {
    const date = new Date('2025-01-06T14:03:22Z');
    expect(formatTranscriptDate(date, 'en-GB', 'Europe/Berlin')).toBe('6 Jan 2025, 15:03');
    expect(formatTranscriptDate(date, 'en-US', 'America/New_York')).toBe('Jan 6, 2025, 09:03');
  });
});
