// The transcripts bench probe's fixture: what the viewer's parser reads from it, and that the worker may fetch it.
import { describe, expect, it } from 'vitest';
import { TRANSCRIPT_MAX_BYTES } from '#shared/constants/transcripts';
import { transcriptFixture } from '#tests/bench/support/transcript-fixture.mjs';
import { parseTranscript } from '#web/features/transcripts/logic/parse-transcript';

describe('transcriptFixture', () => {
  const text = transcriptFixture(50_000);
  const { header, messages } = parseTranscript(text);

  it('parses to exactly 50,000 messages, numbered in order, every one dated', () => {
    expect(messages).toHaveLength(50_000);
    expect(header.totalMessages).toBe(50_000);
    expect(messages.at(-1)?.number).toBe(50_000);
    expect(messages.every((message) => message.date !== null)).toBe(true);
  });

  it('holds bot messages, embeds, reactions and multi-line content', () => {
    expect(messages.filter((message) => message.bot)).toHaveLength(Math.ceil(50_000 / 9));
    expect(messages.filter((message) => message.embeds.length > 0)).toHaveLength(50_000 / 20);
    expect(messages.filter((message) => message.reactions.length > 0)).toHaveLength(Math.ceil(50_000 / 7));
    expect(messages.some((message) => message.content.includes('\n'))).toBe(true);
    expect(messages[0]?.embeds[0]?.description).toBe(
      '**Member:** <@712345678901234567>\nReason: message 0 broke rule 3',
    );
  });

  it('is the same text on every call and within what the worker reads', () => {
    expect(transcriptFixture(50_000)).toBe(text);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(TRANSCRIPT_MAX_BYTES);
  });
});
