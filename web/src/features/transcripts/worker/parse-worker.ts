// The transcript Web Worker: reads and parses one transcript off the page's main thread, posting each LoadEvent back.
import { type LoadSource, loadTranscript } from '../logic/load-transcript';
import { toWire } from '../logic/wire-event';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LoadSource>) => void) | null;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};

/**
 * One message starts one load; the page ends a load by terminating this worker. Each event's
 * messages cross as one MessageBatch (a string and transferred typed arrays), not as objects.
 */
scope.onmessage = (event) => {
  void loadTranscript(
    event.data,
    (loadEvent) => {
      const { wire, transfer } = toWire(loadEvent);
      scope.postMessage(wire, transfer);
    },
    new AbortController().signal,
  );
};
