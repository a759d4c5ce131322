// Benchmark of the parsing Web Worker's load path in Node: the 50,000-message bench transcript read as a stream into batches.
import { test } from 'vitest';
import { loadTranscript } from '#web/features/transcripts/logic/load-transcript';
import { BatchWriter } from '#web/features/transcripts/logic/message-batch';
import { transcriptFixture } from './support/transcript-fixture.mjs';

/** The `transcripts` probe's file (3.9 MB), in reads of 64 kB as a stream may bring it. */
const bytes = new TextEncoder().encode(transcriptFixture(50_000));
const READ_BYTES = 65_536;

/** One load of `bytes` as the Web Worker runs it (loadTranscript writing into a BatchWriter), its events dropped. */
async function loadOnce(): Promise<void> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += READ_BYTES)
        controller.enqueue(bytes.slice(at, at + READ_BYTES));
      controller.close();
    },
  });
  const source = { kind: 'reply', body, total: bytes.length } as const;
  await loadTranscript(source, () => undefined, new AbortController().signal, new BatchWriter());
}

test('loadTranscript with BatchWriter', async ({ bench }) => {
  const name = `parses the ${(bytes.length / 1e6).toFixed(1)} MB, 50,000-message bench transcript`;
  await bench(name, loadOnce).run({ time: 2_000, iterations: 10 });
});
