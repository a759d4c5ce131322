// The worker-to-page batch form: every message reads back as it was sent, and a search over a batch answers as per message.
import { describe, expect, it, vi } from 'vitest';
import { transcriptFixture } from '#tests/bench/support/transcript-fixture.mjs';
import {
  BatchMessage,
  BatchWriter,
  batchTransfer,
  decodeBatch,
  type MessageBatch,
} from '#web/features/transcripts/logic/message-batch';
import type { StreamedMessage } from '#web/features/transcripts/logic/stream-transcript';
import { searchTest } from '#web/features/transcripts/logic/transcript-search';
import { fromWire, type WireEvent, wireTransfer } from '#web/features/transcripts/logic/wire-event';
import { parseStreamed as parse } from '../support/parse-streamed';
import { EDGE_TEXTS, SAMPLE } from '../support/transcript-texts';

/** `messages` written into `writer` (a new one unless given), taken as one batch. */
function encode(messages: readonly StreamedMessage[], writer = new BatchWriter()): MessageBatch {
  for (const m of messages)
    writer.add(
      m.number,
      m.timestamp,
      m.time,
      m.author,
      m.bot,
      m.content,
      m.embeds,
      m.reactions,
      m.textLength,
    );
  return writer.take();
}

/** What a page reads of `message`, as plain data. */
const plain = (message: StreamedMessage): StreamedMessage => ({
  number: message.number,
  timestamp: message.timestamp,
  time: message.time,
  author: message.author,
  bot: message.bot,
  content: message.content,
  embeds: message.embeds,
  reactions: message.reactions,
  textLength: message.textLength,
});

/** Messages with every field's edge: unreadable time, null embed texts, counted and uncounted reactions. */
const EDGES: StreamedMessage[] = [
  {
    number: 7,
    timestamp: 'Mon, 06 Jan 2025 14:03:22 GMT',
    time: 1_736_172_202_000,
    author: 'ann',
    bot: false,
    content: 'two\nlines',
    embeds: [
      { title: null, description: 'only a description' },
      { title: 'Case', description: null },
    ],
    reactions: [
      { emoji: '<:wave:123>', count: 2 },
      { emoji: '👍', count: null },
    ],
    textLength: 99,
  },
  {
    number: 8,
    timestamp: 'yesterday at 10:00',
    time: null,
    author: 'Warden',
    bot: true,
    content: '',
    embeds: [],
    reactions: [],
    textLength: 0,
  },
];

/** A message with the Kelvin sign, whose lower case is an ASCII 'k'. */
const KELVIN: StreamedMessage = {
  number: 9,
  timestamp: '10:01',
  time: 5,
  author: 'bob',
  bot: false,
  content: 'the \u212aelvin sign',
  embeds: [],
  reactions: [{ emoji: 'x', count: 0 }],
  textLength: 14,
};

const sources: [string, StreamedMessage[]][] = [
  ['the edge cases', EDGES],
  ['the edge cases and a Kelvin sign', [...EDGES, KELVIN]],
  ['the sample transcript', parse(SAMPLE)],
  ['the edge texts', EDGE_TEXTS.flatMap(parse)],
  ['2,000 bench messages', parse(transcriptFixture(2000))],
];

describe('BatchWriter and decodeBatch', () => {
  it.each(sources)('read back every field of %s', (_name, messages) => {
    const decoded = decodeBatch(encode(messages));
    expect(decoded.map(plain)).toEqual(messages.map(plain));
  });

  it('writes batch after batch with one writer, each batch its own messages, past its first capacity', () => {
    const messages = parse(transcriptFixture(3_000));
    const writer = new BatchWriter();
    const cuts = [0, 1, 2_500, 2_500, 3_000];
    const batches = cuts.slice(1).map((end, at) => encode(messages.slice(cuts[at], end), writer));
    expect(batches.map((batch) => batch.times.length)).toEqual([1, 2_499, 0, 500]);
    const decoded = batches.flatMap((batch) => decodeBatch(batch));
    expect(decoded.map(plain)).toEqual(messages.map(plain));
  });

  it('sends every number in transferable buffers, the texts in one string', () => {
    const batch = encode(EDGES);
    expect(batchTransfer(batch)).toEqual([batch.cells.buffer, batch.parts.buffer, batch.times.buffer]);
    expect(typeof batch.text).toBe('string');
    expect(batch.authors).toEqual(['ann', 'Warden']);
  });

  it('carries an event through postMessage and fromWire with its messages and progress', () => {
    const wire: WireEvent = {
      type: 'batch' as const,
      header: { channel: '#a', closedBy: null, closedAt: null, totalMessages: null, notes: [] },
      messages: encode(EDGES),
      bytes: 10,
      total: 20,
      count: 3,
      firstByteAt: 1,
      lastByteAt: 2,
    };
    const transfer = wireTransfer(wire);
    expect(transfer).toHaveLength(3);
    const back = fromWire(structuredClone(wire, { transfer }));
    expect(back.type === 'batch' && back.messages.map(plain)).toEqual(EDGES);
    expect(back).toMatchObject({ bytes: 10, total: 20, count: 3, firstByteAt: 1, lastByteAt: 2 });
  });
});

describe('searchTest over batches', () => {
  const QUERIES = [
    'event** schedule',
    'ann',
    'WARDEN',
    'lines',
    'two\nlines',
    'only a desc',
    'case',
    // In timestamps and reactions only: never a match.
    'gmt',
    'jan 2025',
    'wave',
    'yesterday',
    // Matched through the Kelvin sign's lower case (per field).
    'kelvin',
    'rule 3',
    'é',
    'x',
  ];

  it.each(sources)('answers every query on %s as the per-message test does', (_name, messages) => {
    const decoded = decodeBatch(encode(messages));
    expect(decoded.every((message) => message instanceof BatchMessage)).toBe(true);
    for (const query of QUERIES) {
      const test = searchTest(query);
      const expected = messages.filter((message) => test?.(message)).map((message) => message.number);
      const fresh = searchTest(query);
      const found = decoded.filter((message) => fresh?.(message)).map((message) => message.number);
      expect({ query, found }).toEqual({ query, found: expected });
    }
  });

  it('reads no message text for an ASCII query, and finds nothing in timestamps or reactions', () => {
    const decoded = decodeBatch(encode(EDGES));
    const numbers = (query: string) => decoded.filter((m) => searchTest(query)?.(m)).map((m) => m.number);
    const reads = vi.spyOn(BatchMessage.prototype, 'content', 'get');
    expect(numbers('only a desc')).toEqual([7]);
    expect(numbers('warden')).toEqual([8]);
    expect(numbers('gmt')).toEqual([]);
    expect(numbers('wave')).toEqual([]);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('marks, when encoding, only a batch holding a character whose lower case is ASCII', () => {
    expect(encode(EDGES).lowersToAscii).toBe(false);
    expect(encode([...EDGES, KELVIN]).lowersToAscii).toBe(true);
  });

  it('tests a batch holding a Kelvin sign field by field', () => {
    const decoded = decodeBatch(encode([...EDGES, KELVIN]));
    const reads = vi.spyOn(BatchMessage.prototype, 'content', 'get');
    const test = searchTest('kelvin');
    expect(decoded.filter((m) => test?.(m)).map((m) => m.number)).toEqual([9]);
    expect(reads).toHaveBeenCalled();
    reads.mockRestore();
  });
});
