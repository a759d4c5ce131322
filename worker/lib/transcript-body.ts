// The streamed pass-through of a transcript body: size-capped, checked as UTF-8 text chunk by chunk, never buffered.
import { TRANSCRIPT_MAX_BYTES } from '#shared/constants/transcripts';
import type { ApiError } from './errors';
import { transcriptErrors } from './transcript-errors';

/** A body on its way through: the stream to answer with and how its reading ended. */
export interface GuardedBody {
  body: ReadableStream<Uint8Array>;
  /** Settles once the upstream body was read to its end (null) or failed (its error); never rejects. */
  outcome: Promise<ApiError | null>;
}

/** What the caller of guardBody decides. */
export interface GuardHooks {
  /** The error a failed read becomes (the fetch's timeout or unreachable host); an ApiError is kept. */
  failure: (error: unknown) => ApiError;
  /** Called once when the body ends, fails or is cancelled (stops the fetch's timers). */
  done: () => void;
  /** Called for every chunk read (restarts the fetch's idle timer). */
  chunk: () => void;
}

/** Checks each chunk: counts bytes against the cap and decodes it as UTF-8 (no NUL characters). */
function chunkChecker() {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let total = 0;
  const decode = (chunk?: Uint8Array) => {
    let text: string;
    try {
      text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw transcriptErrors.notUtf8();
    }
    if (text.includes('\u0000')) throw transcriptErrors.notUtf8();
  };
  return {
    /** The part of `chunk` within the cap (all of it, or its first bytes when the cap is reached). */
    accept(chunk: Uint8Array): Uint8Array {
      const room = TRANSCRIPT_MAX_BYTES - total;
      const kept = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
      total += kept.byteLength;
      decode(kept);
      return kept;
    },
    end: () => decode(),
  };
}

/**
 * Passes `body` through as it arrives. Its first chunk is read and checked before this resolves, so a
 * binary file is refused with 415 before any answer is sent. After that a fault ends the stream with
 * an error: more than TRANSCRIPT_MAX_BYTES (the bytes up to the cap are delivered first, then 413's
 * error), bytes that are not UTF-8 text (415's), or `hooks.failure` of a failed read; the upstream
 * body is cancelled in every case, and when the reader cancels.
 * @throws the ApiError of a first chunk that fails its check, or of a first read that fails.
 */
export async function guardBody(
  body: ReadableStream<Uint8Array> | null,
  hooks: GuardHooks,
): Promise<GuardedBody> {
  const reader = (body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })).getReader();
  const checker = chunkChecker();
  let settle: (error: ApiError | null) => void = () => undefined;
  const outcome = new Promise<ApiError | null>((resolve) => {
    settle = resolve;
  });
  let ended = false;
  const finish = (error: ApiError | null) => {
    if (ended) return;
    ended = true;
    if (error) reader.cancel(error).catch(() => undefined);
    hooks.done();
    settle(error);
  };
  /** An error held back until the bytes before it are read (the cap delivers what fits first). */
  let pending: ApiError | null = null;
  /** Reads one chunk: closes at the end, else enqueues what fits under the cap. */
  const step = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    const { done, value } = await reader.read();
    if (done) {
      checker.end();
      controller.close();
      finish(null);
      return;
    }
    hooks.chunk();
    const kept = checker.accept(value);
    if (kept.byteLength > 0) controller.enqueue(kept);
    if (kept.byteLength < value.byteLength) pending = transcriptErrors.tooLarge();
  };
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
    const failure = hooks.failure(error);
    controller.error(failure);
    finish(failure);
  };
  let opened: () => void = () => undefined;
  let refused: (error: ApiError) => void = () => undefined;
  const firstChunk = new Promise<void>((resolve, reject) => {
    opened = resolve;
    refused = reject;
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        try {
          await step(controller);
          opened();
        } catch (error) {
          const failure = hooks.failure(error);
          finish(failure);
          refused(failure);
          controller.error(failure);
        }
      },
      async pull(controller) {
        try {
          if (pending) throw pending;
          await step(controller);
        } catch (error) {
          fail(controller, error);
        }
      },
      cancel() {
        reader.cancel().catch(() => undefined);
        finish(null);
      },
    },
    { highWaterMark: 0 },
  );
  await firstChunk;
  return { body: stream, outcome };
}
