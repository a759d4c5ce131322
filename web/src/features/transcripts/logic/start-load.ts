// Starts a transcript load in a module Web Worker (off the main thread), or on the page where Worker is missing.
import { transcriptTexts } from '../texts';
import { type LoadEvent, type LoadSource, loadTranscript, openLink } from './load-transcript';
import { pipeToPort } from './port-stream';
import { MessageList } from './stream-transcript';
import { fromWire, type WireEvent } from './wire-event';

/**
 * Whether this browser can move a ReadableStream to a Web Worker (Chromium and Firefox can, Safari
 * cannot), tried once on a stream that is already closed.
 */
const streamsTransfer = (() => {
  if (typeof MessageChannel === 'undefined' || typeof ReadableStream === 'undefined') return false;
  const probe = new ReadableStream({ start: (controller) => controller.close() });
  const channel = new MessageChannel();
  try {
    channel.port1.postMessage(probe, [probe as unknown as Transferable]);
    return true;
  } catch {
    return false;
  } finally {
    channel.port1.close();
  }
})();

/**
 * Loads `source`, handing each LoadEvent to `onEvent`; returns the function that stops the load
 * (the worker is terminated and a request in flight aborted at once; nothing is reported after it).
 * The worker's messages arrive as MessageBatches (fromWire), read lazily. A link is requested on
 * the page at once, while the worker's script loads (so it takes the reply the HTML's preload
 * started, worker/routes/site.ts), and its body is moved to the worker as a stream (a refused or
 * failed request is reported from here); where streams cannot move (Safari) its chunks cross
 * through a MessagePort (pipeToPort). Where the browser has no Worker (a test DOM), the same load
 * runs on the page.
 */
export function startLoad(source: LoadSource, onEvent: (event: LoadEvent) => void): () => void {
  const controller = new AbortController();
  if (typeof Worker === 'undefined') {
    void loadTranscript(source, onEvent, controller.signal, new MessageList());
    return () => controller.abort();
  }
  const worker = new Worker(new URL('../worker/parse-worker.ts', import.meta.url), {
    type: 'module',
    name: 'transcript-parser',
  });
  let stopped = false;
  const stop = () => {
    stopped = true;
    worker.terminate();
    controller.abort();
  };
  worker.onmessage = (event: MessageEvent<WireEvent>) => {
    if (stopped) return;
    if (event.data.type !== 'batch') stop();
    onEvent(fromWire(event.data));
  };
  worker.onerror = () => {
    if (stopped) return;
    stop();
    onEvent({ type: 'error', message: transcriptTexts.readerFailed, status: null, code: null });
  };
  if (source.kind !== 'url') {
    worker.postMessage(source);
    return stop;
  }
  void openLink(source.url, controller.signal).then((opened) => {
    if (stopped) return;
    if ('failed' in opened) {
      stop();
      onEvent(opened.failed);
      return;
    }
    if (streamsTransfer) {
      const reply: LoadSource = { kind: 'reply', ...opened };
      worker.postMessage(reply, [opened.body as unknown as Transferable]);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    const reply: LoadSource = { kind: 'reply', body: port2, total: opened.total };
    worker.postMessage(reply, [port2]);
    void pipeToPort(opened.body, port1);
  });
  return stop;
}
