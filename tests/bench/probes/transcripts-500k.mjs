// Bench probe: the transcript viewer in Chromium on 500,000 messages (about 28 MB), streamed through the worker and parsed in a Web Worker.
import { measureTranscripts } from '../support/transcript-probe.mjs';

export const title = 'Transcript viewer, 500,000 messages (Chromium)';

/** Issue 22: first messages within 1 s of the first byte, everything parsed within 3 s of the last. */
export function measure(context) {
  return measureTranscripts(context, {
    messages: 500_000,
    loads: 3,
    targets: { firstScreen: 1000, parse: 3000 },
  });
}
