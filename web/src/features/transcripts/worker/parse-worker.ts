// The transcript Web Worker: reads and parses one transcript off the page's main thread, posting each LoadEvent back.
import { type LoadSource, loadTranscript } from '../logic/load-transcript';
import { BatchWriter } from '../logic/message-batch';
import { wireTransfer } from '../logic/wire-event';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LoadSource>) => void) | null;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};

/**
 * One message starts one load; the page ends a load by terminating this worker. The parser writes
 * each message straight into a MessageBatch (BatchWriter), which crosses as a string and
 * transferred typed arrays, not as objects.
 */
scope.onmessage = (event) => {
  void loadTranscript(
    event.data,
    (wire) => scope.postMessage(wire, wireTransfer(wire)),
    new AbortController().signal,
    new BatchWriter(),
  );
};
