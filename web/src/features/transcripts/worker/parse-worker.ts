// The transcript Web Worker: reads and parses one transcript off the page's main thread, posting each LoadEvent back.
import { type LoadSource, loadTranscript } from '../logic/load-transcript';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LoadSource>) => void) | null;
  postMessage: (message: unknown) => void;
};

/** One message starts one load; the page ends a load by terminating this worker. */
scope.onmessage = (event) => {
  void loadTranscript(event.data, (loadEvent) => scope.postMessage(loadEvent), new AbortController().signal);
};
