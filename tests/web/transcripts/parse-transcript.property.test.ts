// Property tests of the transcript parser: it never throws, and well-formed transcripts round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTranscript } from '#web/features/transcripts/logic/parse-transcript';

const MARKED = ['[', 'Embed ', 'Description: ', 'Reactions: '];

/** One line of free text that the format does not treat as a marked line. */
const plainLine = fc
  .string({ maxLength: 60 })
  .filter((line) => !/[\r\n]/.test(line) && line.trim() !== '' && !MARKED.some((m) => line.startsWith(m)));

const author = fc
  .string({ unit: fc.constantFrom(...'abcxyzABC019_. -éü日本:'.split('')), minLength: 1, maxLength: 24 })
  .map((name) => name.trim())
  .filter((name) => name !== '' && !name.startsWith(':'));

const message = fc.record({
  author,
  bot: fc.boolean(),
  date: fc.date({ min: new Date('2015-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
  lines: fc.array(plainLine, { maxLength: 4 }),
  embeds: fc.array(fc.record({ title: plainLine.map((t) => t.trim()), description: plainLine }), {
    maxLength: 2,
  }),
  reactions: fc.array(
    fc.record({ emoji: fc.constantFrom('👍', '❤️', '🎉', '<:wave:123>'), count: fc.nat(999) }),
    {
      maxLength: 3,
    },
  ),
});
type GeneratedMessage = typeof message extends fc.Arbitrary<infer T> ? T : never;

function serialise(messages: GeneratedMessage[]): string {
  const lines = ['Channel: #ticket-1', 'Closed by: mod', `Total Messages: ${messages.length}`, ''];
  for (const m of messages) {
    lines.push(`[${m.date.toUTCString()}] ${m.author}${m.bot ? ' [BOT]' : ''}:`, ...m.lines);
    for (const embed of m.embeds)
      lines.push(`Embed Title: ${embed.title}`, `Description: ${embed.description}`);
    if (m.reactions.length)
      lines.push(`Reactions: ${m.reactions.map((r) => `${r.emoji} ${r.count}`).join(', ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

describe('parseTranscript properties', () => {
  it('parses any text without throwing, numbering messages 1..n', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '[10:00] a:',
        '[Mon, 06 Jan 2025 14:03:22 GMT] b [BOT]:',
        'Embed ',
        'Embed Title:',
        'Description: ',
        'Reactions: ',
        'Reactions: ,, x (',
        'Channel:',
        'Total Messages: 9999999999999999999999',
        '[',
        '[]',
        '] :',
        '\r',
        '\uFEFF',
      ),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', ''), (parts, glue) => {
        const { messages } = parseTranscript(parts.join(glue));
        expect(messages.map((m) => m.number)).toEqual(messages.map((_, index) => index + 1));
        for (const m of messages) expect(m.author.trim()).not.toBe('');
      }),
    );
  });

  it('preserves message count, authors, BOT tags, times, content, embeds and reactions of well-formed input', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 12 }), (generated) => {
        const { header, messages } = parseTranscript(serialise(generated));
        expect(messages).toHaveLength(generated.length);
        expect(header.totalMessages).toBe(generated.length);
        messages.forEach((parsed, index) => {
          const source = generated[index] as GeneratedMessage;
          expect(parsed.author).toBe(source.author);
          expect(parsed.bot).toBe(source.bot);
          expect(parsed.date?.getTime()).toBe(Math.floor(source.date.getTime() / 1000) * 1000);
          expect(parsed.content).toBe(source.lines.join('\n'));
          expect(parsed.embeds).toEqual(source.embeds);
          expect(parsed.reactions).toEqual(source.reactions);
        });
      }),
    );
  });
});
