// Abort-aware waiting and a capped body reader, so a slow or endless upstream cannot hold the worker.
import { concatBytes } from '#shared/logic/concat-bytes';

/**
 * Settles like `promise`, or rejects with `signal.reason` as soon as `signal` aborts (even when the
 * underlying operation ignores the signal).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Reads a body stream into one buffer, chunk by chunk. `signal` is watched once for the whole read
 * (an abort cancels the reader, which ends a pending read at once), not once per chunk; pass null for
 * a stream that errors by itself on its deadline (a fetch reply's body: fetch's own signal errors it).
 * @throws the error `tooLarge()` returns as soon as more than `maxBytes` arrived, and `signal.reason`
 * when `signal` aborts (before or during the read); in both cases the stream is cancelled, so the
 * upstream connection closes. A stream's own error is thrown as it is.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal: AbortSignal | null,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  signal?.throwIfAborted();
  const reader = body.getReader();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(value);
    }
    signal?.throwIfAborted();
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return concatBytes(chunks, total);
}
