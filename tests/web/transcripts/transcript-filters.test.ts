// Filters of the transcript viewer: their address form, what passes them, participants and jump to a time.
import { describe, expect, it } from 'vitest';
import {
  filterCounts,
  NO_FILTERS,
  participantsOf,
  passes,
  positionAtOrAfter,
  readFilters,
  type TranscriptFilters,
  writeFilters,
} from '#web/features/transcripts/logic/transcript-filters';

const at = (iso: string) => Date.parse(iso);
/** The messages passing `filters`, in order. */
const applyFilters = (messages: typeof MESSAGES, filters: TranscriptFilters) =>
  messages.filter((message) => passes(message, filters));

const MESSAGES = [
  { author: 'Warden', bot: true, time: at('2025-01-06T14:00:00Z'), embeds: [{}], reactions: [] },
  { author: 'alex', bot: false, time: at('2025-01-06T15:00:00Z'), embeds: [], reactions: [{}] },
  { author: 'maya', bot: false, time: null, embeds: [], reactions: [] },
  { author: 'alex', bot: false, time: at('2025-01-07T09:00:00Z'), embeds: [], reactions: [] },
];

describe('transcript filters', () => {
  it('round-trips through the address, keeping other parameters', () => {
    const filters = {
      authors: ['alex', 'maya & co'],
      who: 'humans' as const,
      embeds: true,
      reactions: true,
      from: at('2025-01-06T14:30:00Z'),
      to: at('2025-01-07T00:00:00Z'),
    };
    const params = writeFilters(new URLSearchParams('content=x'), filters);
    expect(params.toString()).toBe(
      'content=x&author=alex&author=maya+%26+co&who=humans&has=embeds&has=reactions&from=2025-01-06T14%3A30%3A00.000Z&to=2025-01-07T00%3A00%3A00.000Z',
    );
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(params, NO_FILTERS).toString()).toBe('content=x');
  });

  it('ignores values it cannot read', () => {
    expect(readFilters(new URLSearchParams('who=robots&has=gifs&from=yesterday&author='))).toEqual(
      NO_FILTERS,
    );
  });

  it('keeps what passes every filter; a time range drops messages without a readable time', () => {
    expect(applyFilters(MESSAGES, NO_FILTERS)).toEqual(MESSAGES);
    expect(applyFilters(MESSAGES, { ...NO_FILTERS, authors: ['alex', 'maya'] })).toHaveLength(3);
    expect(applyFilters(MESSAGES, { ...NO_FILTERS, who: 'bots' })).toEqual([MESSAGES[0]]);
    expect(applyFilters(MESSAGES, { ...NO_FILTERS, reactions: true })).toEqual([MESSAGES[1]]);
    expect(
      applyFilters(MESSAGES, {
        ...NO_FILTERS,
        from: at('2025-01-06T15:00:00Z'),
        to: at('2025-01-07T09:00:00Z'),
      }),
    ).toEqual([MESSAGES[1], MESSAGES[3]]);
    expect(filterCounts(MESSAGES)).toEqual({ bots: 1, humans: 3, embeds: 1, reactions: 1 });
  });

  it('lists participants by messages, with their first and last time and BOT tag', () => {
    expect(participantsOf(MESSAGES)).toEqual([
      {
        author: 'alex',
        bot: false,
        count: 2,
        first: at('2025-01-06T15:00:00Z'),
        last: at('2025-01-07T09:00:00Z'),
      },
      { author: 'maya', bot: false, count: 1, first: null, last: null },
      {
        author: 'Warden',
        bot: true,
        count: 1,
        first: at('2025-01-06T14:00:00Z'),
        last: at('2025-01-06T14:00:00Z'),
      },
    ]);
  });

  it('finds the first message at or after a time', () => {
    expect(positionAtOrAfter(MESSAGES, at('2025-01-06T14:30:00Z'))).toBe(1);
    expect(positionAtOrAfter(MESSAGES, at('2025-01-07T09:00:00Z'))).toBe(3);
    expect(positionAtOrAfter(MESSAGES, at('2026-01-01T00:00:00Z'))).toBe(-1);
  });
});
