// The viewer's incremental structures (message log, list scans, row layout, search test) give exactly the from-scratch results.
import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '#tests/bench/support/transcript-fixture.mjs';
import { ListScan } from '#web/features/transcripts/logic/list-scan';
import { MessageLog } from '#web/features/transcripts/logic/message-log';
import { MeasuredHeights, RowLayout } from '#web/features/transcripts/logic/row-layout';
import type { StreamedMessage } from '#web/features/transcripts/logic/stream-transcript';
import {
  filterCounts,
  NO_FILTERS,
  participantsOf,
  passes,
  type TranscriptFilters,
} from '#web/features/transcripts/logic/transcript-filters';
import {
  positionOfMessage,
  searchableText,
  searchTest,
} from '#web/features/transcripts/logic/transcript-search';
import { parseStreamed } from '../support/parse-streamed';

/** The fixture's messages, parsed as one text. */
function fixtureMessages(count: number): StreamedMessage[] {
  return parseStreamed(transcriptFixture(count));
}

const MESSAGES = fixtureMessages(3_000);
/** Batch sizes as a load delivers them: a first small one, then uneven ones. */
const BATCHES = [1, 7, 250, 1, 999, 1_742];

function* batchesOf<T>(items: readonly T[]): Generator<T[]> {
  let from = 0;
  for (let turn = 0; from < items.length; turn++) {
    const size = BATCHES[turn % BATCHES.length] ?? 1;
    yield items.slice(from, from + size);
    from += size;
  }
}

describe('MessageLog', () => {
  it('keeps the participants and filter counts of every message so far, batch by batch', () => {
    const log = new MessageLog();
    expect(log.view).toMatchObject({ length: 0, participants: [], counts: filterCounts([]) });
    let seen = 0;
    for (const batch of batchesOf(structuredClone(MESSAGES))) {
      const view = log.append(batch);
      seen += batch.length;
      const sofar = MESSAGES.slice(0, seen);
      expect(view.length).toBe(seen);
      expect(view.items.slice(0, seen)).toEqual(sofar);
      expect(view.participants).toEqual(participantsOf(sofar));
      expect(view.counts).toEqual(filterCounts(sofar));
    }
    expect(log.view.counts.bots + log.view.counts.humans).toBe(3_000);
  });

  it('keeps one string per author name and leaves earlier views as they were', () => {
    const log = new MessageLog();
    const first = log.append(structuredClone(MESSAGES.slice(0, 10)));
    const firstParticipants = structuredClone(first.participants);
    log.append(structuredClone(MESSAGES.slice(10, 500)));
    expect(first.length).toBe(10);
    expect(first.participants).toEqual(firstParticipants);
    const byName = new Map<string, StreamedMessage>();
    for (const message of log.view.items) {
      const earlier = byName.get(message.author);
      if (earlier) expect(Object.is(earlier.author, message.author)).toBe(true);
      byName.set(message.author, message);
    }
    expect(log.append([])).toBe(log.view);
  });
});

describe('ListScan', () => {
  const FILTERS: TranscriptFilters[] = [
    { ...NO_FILTERS, who: 'bots' },
    { ...NO_FILTERS, authors: ['river', 'nova'], reactions: true },
    { ...NO_FILTERS, embeds: true, from: MESSAGES[100]?.time ?? 0, to: MESSAGES[2_500]?.time ?? 0 },
  ];

  it.each(FILTERS)('finds what a whole pass finds when the list grows batch by batch (%o)', (filters) => {
    const items: StreamedMessage[] = [];
    const scan = new ListScan(items, (message: StreamedMessage) => passes(message, filters));
    for (const batch of batchesOf(MESSAGES)) {
      items.push(...batch);
      expect(scan.advance(items.length)).toBe(true);
      const expected = items.filter((message) => passes(message, filters));
      expect(scan.items).toEqual(expected);
      expect(scan.positions.map((position) => items[position])).toEqual(expected);
    }
    expect(scan.items.length).toBeGreaterThan(0);
  });

  it('stops at a deadline and goes on from there, so a long pass runs in slices', () => {
    const test = (message: StreamedMessage) => message.bot;
    const scan = new ListScan(MESSAGES, test);
    let slices = 0;
    while (!scan.advance(MESSAGES.length, 0)) slices += 1;
    expect(slices).toBe(2);
    expect(scan.scanned).toBe(3_000);
    expect(scan.items).toEqual(MESSAGES.filter(test));
  });

  it('answers whether a position passed', () => {
    const scan = new ListScan(MESSAGES, (message) => message.number % 3 === 0);
    scan.advance(MESSAGES.length);
    expect([0, 1, 2, 3, 5, 2_999].map((position) => scan.has(position))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });
});

describe('RowLayout', () => {
  const keyOf = (index: number) => MESSAGES[index]?.number ?? index;
  const estimate = (index: number) => 44 + ((MESSAGES[index]?.textLength ?? 0) % 5) * 22;

  /** Offsets computed from scratch: each row's measured height, else its estimate. */
  function fromScratch(count: number, measured: MeasuredHeights): number[] {
    const offsets = [0];
    for (let index = 0; index < count; index++) {
      offsets.push((offsets[index] ?? 0) + (measured.get(keyOf(index)) ?? estimate(index)));
    }
    return offsets;
  }

  it('grown batch by batch with measurements between, gives the from-scratch offsets', () => {
    const measured = new MeasuredHeights();
    const layout = new RowLayout(keyOf, estimate, measured);
    let count = 0;
    for (const batch of batchesOf(MESSAGES)) {
      count += batch.length;
      layout.grow(count);
      layout.setSize(Math.floor(count / 2), 100 + (count % 7));
      layout.setSize(count - 1, 61.5);
      expect([...layout.offsets().subarray(0, count + 1)]).toEqual(fromScratch(count, measured));
    }
    expect(layout.count).toBe(3_000);
  });

  it('lays out another list of the same rows with the heights measured before', () => {
    const measured = new MeasuredHeights();
    const first = new RowLayout(keyOf, estimate, measured);
    first.grow(3_000);
    first.setSize(2_000, 300);
    const odd = MESSAGES.filter((message) => message.number % 2 === 1);
    const oddKey = (index: number) => odd[index]?.number ?? index;
    const second = new RowLayout(oddKey, () => 10, measured);
    second.grow(odd.length);
    const offsets = second.offsets();
    expect(second.size(1_000)).toBe(300);
    expect(offsets[odd.length]).toBe((odd.length - 1) * 10 + 300);
    expect(second.size(odd.length)).toBe(0);
  });
});

describe('searchTest', () => {
  const sample = (content: string, author = 'alex'): StreamedMessage => ({
    ...(MESSAGES[0] as StreamedMessage),
    author,
    content,
    embeds: [{ title: 'Rules of the ROOM', description: 'Be kind\nno spam' }],
  });
  const TEXTS = [
    sample('Has anyone seen the new **event** schedule?'),
    sample('KELVIN: \u212a is a kelvin sign'),
    sample('\u0130stanbul trip'),
    sample('ſtrange long s and dotless ı'),
    sample('price $5.00 (approx.) [really]'),
    sample('Grüße aus München', 'Jürgen'),
    sample('ok', 'OK_bot'),
  ];
  const QUERIES = [
    'schedule',
    '**EVENT**',
    'k is',
    '\u212a',
    'i̇stanbul',
    'istanbul',
    'strange',
    'i',
    '$5.00 (approx.)',
    '[really]',
    'GRÜSSE',
    'grüße',
    'jürgen',
    'room',
    'kind\nno',
    'kind',
    '  ok  ',
    'ok_bot\nok',
  ];

  it('finds exactly what searching the lower-cased searchable text finds', () => {
    for (const query of QUERIES) {
      const test = searchTest(query);
      const needle = query.trim().toLowerCase();
      for (const message of [...TEXTS, ...MESSAGES.slice(0, 300)]) {
        expect([query, message.content, test?.(message)]).toEqual([
          query,
          message.content,
          searchableText(message).includes(needle),
        ]);
      }
    }
  });

  it('matches nothing for a blank query', () => {
    expect(searchTest('   ')).toBeNull();
  });
});

describe('positionOfMessage', () => {
  it('finds a message number among the first `length` shown, or -1', () => {
    const shown = MESSAGES.filter((message) => message.number % 4 === 0);
    expect(positionOfMessage(shown, shown.length, 400)).toBe(99);
    expect(positionOfMessage(shown, shown.length, 401)).toBe(-1);
    expect(positionOfMessage(shown, 99, 400)).toBe(-1);
    expect(positionOfMessage([], 0, 1)).toBe(-1);
  });
});
