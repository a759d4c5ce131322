// The streaming transcript parser reads exactly what the whole-file parser reads, however the text is cut into chunks.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { transcriptFixture } from '#tests/bench/support/transcript-fixture.mjs';
import { parseTranscript } from '#web/features/transcripts/logic/parse-transcript';
import {
  MessageList,
  type StreamedMessage,
  TranscriptStreamParser,
} from '#web/features/transcripts/logic/stream-transcript';
import { EDGE_TEXTS, SAMPLE } from '../support/transcript-texts';

/** What parseTranscript reads from `text`, as the streaming parser's plain messages. */
function wholeFile(text: string) {
  const { header, messages } = parseTranscript(text);
  const plain: StreamedMessage[] = messages.map((m) => ({
    number: m.number,
    timestamp: m.timestamp,
    time: m.date?.getTime() ?? null,
    author: m.author,
    bot: m.bot,
    content: m.content,
    embeds: m.embeds,
    reactions: m.reactions,
    textLength: m.textLength,
  }));
  return { header, messages: plain };
}

/** Feeds `text` to a streaming parser cut at `cuts` (positions, any order). */
function streamed(text: string, cuts: readonly number[] = []) {
  const list = new MessageList();
  const parser = new TranscriptStreamParser(list);
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    parser.push(text.slice(from, cut));
    from = cut;
  }
  parser.push(text.slice(from));
  parser.end();
  return { header: parser.header, messages: list.take() };
}

/** Every cut of `text` into two chunks, plus one chunk per character. */
function everyCut(text: string): number[][] {
  const cuts = Array.from({ length: text.length + 1 }, (_, at) => [at]);
  cuts.push(Array.from({ length: text.length }, (_, at) => at));
  return cuts;
}

describe('TranscriptStreamParser', () => {
  it.each([SAMPLE, ...EDGE_TEXTS].map((text, index) => [index, text]))(
    'reads fixture %i like parseTranscript, cut anywhere',
    (_index, text) => {
      const expected = wholeFile(text);
      for (const cuts of everyCut(text)) expect(streamed(text, cuts)).toEqual(expected);
    },
  );

  it('reads the 2,000-message bench fixture like parseTranscript in 64 kB chunks', () => {
    const text = transcriptFixture(2_000);
    const cuts = Array.from({ length: Math.floor(text.length / 65_536) }, (_, i) => (i + 1) * 65_536);
    const result = streamed(text, cuts);
    expect(result.messages).toHaveLength(2_000);
    expect(result).toEqual(wholeFile(text));
  });

  it('reads any text, cut anywhere, like parseTranscript', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('[10:00] ann:', '[Mon, 06 Jan 2025 14:03:22 GMT] bob [BOT]: hi', 'Embed Title: x'),
      fc.constantFrom('Description: d', 'Reactions: 👍 2', 'Channel: #c', '', '\r', '\ufeff'),
    );
    const breaks = fc.constantFrom('\n', '\r\n', '\r');
    const text = fc.tuple(fc.array(line, { maxLength: 12 }), breaks).chain(([lines, lineBreak]) => {
      const joined = lines.join(lineBreak);
      return fc.tuple(fc.constant(joined), fc.array(fc.nat(joined.length), { maxLength: 6 }));
    });
    fc.assert(
      fc.property(text, ([joined, cuts]) => {
        expect(streamed(joined, cuts)).toEqual(wholeFile(joined));
      }),
    );
  });

  it('hands over each message once the next one starts, and the last at the end', () => {
    const list = new MessageList();
    const parser = new TranscriptStreamParser(list);
    parser.push('Channel: #live\n[10:00] ann: hi\nmore');
    expect(list.take()).toEqual([]);
    expect(parser.header.channel).toBe('#live');
    expect(parser.count).toBe(1);
    parser.push('\n[10:01] bob: yo\n');
    expect(list.take()).toMatchObject([{ number: 1, author: 'ann', content: 'hi\nmore' }]);
    parser.end();
    expect(list.take()).toMatchObject([{ number: 2, author: 'bob', content: 'yo' }]);
  });

  it('scans a line spanning thousands of chunks once: the characters searched grow with the text, not its square', () => {
    const long = `[10:00] ann: ${'word '.repeat(400_000)}`;
    const text = `Channel: #long\r\n${long}\r\n[10:01] bob: after\r\n`;
    const cuts = Array.from({ length: Math.floor(text.length / 1000) }, (_, i) => (i + 1) * 1000);
    let searched = 0;
    const count = <K extends 'indexOf' | 'includes' | 'endsWith'>(name: K) => {
      const original = String.prototype[name] as (this: string, ...args: unknown[]) => unknown;
      return vi.spyOn(String.prototype, name).mockImplementation(function (this: string, ...args: never[]) {
        searched += this.length;
        return original.apply(this, args);
      } as never);
    };
    const spies = [count('indexOf'), count('includes'), count('endsWith')];
    const result = streamed(text, cuts);
    for (const spy of spies) spy.mockRestore();
    // Quadratic carrying (each chunk searching the whole line so far) would search about 2,000 × 1 MB.
    expect(searched).toBeLessThan(8 * text.length);
    expect(result).toEqual(wholeFile(text));
    expect(result.messages.map((message) => message.content.length)).toEqual([2_000_000 - 1, 5]);
  });
});
