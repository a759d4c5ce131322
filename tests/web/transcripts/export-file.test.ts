// Exports written a slice at a time: the same document as the one-piece export, the page let run between slices.
import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '#tests/bench/support/transcript-fixture.mjs';
import { EXPORT_SLICE_MESSAGES, exportFile } from '#web/features/transcripts/logic/export-file';
import { exportHtml, exportJson } from '#web/features/transcripts/logic/export-view';
import { emptyHeader } from '#web/features/transcripts/logic/parse-transcript';
import type { StreamedMessage } from '#web/features/transcripts/logic/stream-transcript';
import { NO_FILTERS } from '#web/features/transcripts/logic/transcript-filters';
import { parseStreamed } from '../support/parse-streamed';

const MESSAGES = parseStreamed(transcriptFixture(5_000));
const input = (messages: readonly StreamedMessage[]) => ({
  header: { ...emptyHeader(), channel: '#bench' },
  messages,
  total: 5_000,
  filters: { ...NO_FILTERS, who: 'humans' as const },
  at: Date.parse('2025-01-07T10:00:00Z'),
});

/** Runs exportFile, counting the times it lets the page run. */
async function sliced(kind: 'html' | 'json', messages: readonly StreamedMessage[]) {
  let yields = 0;
  const file = await exportFile(kind, input(messages), async () => {
    yields += 1;
  });
  return { text: await file.text(), yields };
}

describe('exportFile', () => {
  it.each([0, 1, 2, 5_000])('writes the same HTML as exportHtml for %i messages', async (count) => {
    const messages = MESSAGES.slice(0, count);
    expect((await sliced('html', messages)).text).toBe(exportHtml(input(messages)));
  });

  it.each([0, 1, 2, 5_000])('writes the same JSON as exportJson for %i messages', async (count) => {
    const messages = MESSAGES.slice(0, count);
    expect((await sliced('json', messages)).text).toBe(exportJson(input(messages)));
  });

  it('indents the JSON as JSON.stringify of the whole document does', () => {
    const messages = MESSAGES.slice(0, 3);
    const text = exportJson(input(messages));
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(exportJson(input([]))).toBe(JSON.stringify(JSON.parse(exportJson(input([]))), null, 2));
  });

  it('lets the page run between slices of at most EXPORT_SLICE_MESSAGES messages', async () => {
    const { yields } = await sliced('html', MESSAGES);
    expect(yields).toBeGreaterThanOrEqual(Math.ceil(MESSAGES.length / EXPORT_SLICE_MESSAGES) - 1);
    expect((await sliced('json', MESSAGES.slice(0, 10))).yields).toBe(0);
  });
});
