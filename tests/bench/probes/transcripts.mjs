// Bench probe: the transcript viewer in Chromium on 50,000 messages (2.8 MB), streamed through the worker.
import { measureTranscripts } from '../support/transcript-probe.mjs';

export const title = 'Transcript viewer, 50,000 messages (Chromium)';

/** Runs the transcript measures (see measureTranscripts) with the targets of the 50,000-message view. */
export function measure(context) {
  return measureTranscripts(context, {
    messages: 50_000,
    loads: 5,
    targets: { firstScreen: 300, parse: 150 },
  });
}
