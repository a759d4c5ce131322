// Starts a transcript load in a module Web Worker (off the main thread), or on the page where Worker is missing.
import { transcriptTexts } from '../texts';
import { type LoadEvent, type LoadSource, loadTranscript } from './load-transcript';
import { fromWire, type WireEvent } from './wire-event';

/**
 * Loads `source`, handing each LoadEvent to `onEvent`; returns the function that stops the load
 * (the worker is terminated at once; nothing is reported after it). The worker's messages arrive as
 * MessageBatches (fromWire), read lazily. Where the browser has no Worker
 * (a test DOM), the same load runs on the page.
 */
export function startLoad(source: LoadSource, onEvent: (event: LoadEvent) => void): () => void {
  if (typeof Worker === 'undefined') {
    const controller = new AbortController();
    void loadTranscript(source, onEvent, controller.signal);
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
  worker.postMessage(source);
  return stop;
}
