// Reads a transcript (a link through the worker's /api, a file, or pasted text) as a byte stream and parses it as it arrives.
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { TRANSCRIPT_BYTES_HEADER, TRANSCRIPT_MAX_BYTES } from '#shared/constants/transcripts';
import { NETWORK_ERROR_TEXT, readServerCode, readServerMessage } from '#web/lib/server-message';
import type { TranscriptHeader } from './parse-transcript';
import { portStream } from './port-stream';
import { type MessageCollector, type StreamedMessage, TranscriptStreamParser } from './stream-transcript';

/**
 * What to read. Pasted text and files take the same streamed path as links; `reply` is a link's
 * reply already opened on the page (openLink), its body handed over as a stream, or as the port
 * pipeToPort sends it through where a stream cannot be handed over.
 */
export type LoadSource =
  | { kind: 'url'; url: string }
  | { kind: 'reply'; body: ReadableStream<Uint8Array> | MessagePort; total: number | null }
  | { kind: 'file'; file: Blob }
  | { kind: 'text'; text: string };

/** How far the read got: bytes and messages so far, and the total bytes when known. */
export interface LoadProgress {
  bytes: number;
  total: number | null;
  /** Messages read so far, the one still arriving included. */
  count: number;
  /** When the first and the latest bytes arrived (epoch ms, performance.timeOrigin-based), or null. */
  firstByteAt: number | null;
  lastByteAt: number | null;
}

/**
 * What a load reports, in order: `batch`es of newly completed messages (the first as soon as one is
 * parsed, then every BATCH_MS or MAX_BATCH_MESSAGES, whichever comes first), then one of `done` (every message, and the original bytes for
 * the download), `partial` (the read stopped: 'dropped' or 'tooLarge'; the messages that arrived, the
 * last one as far as it got, are kept) or `error` (nothing read: the worker's message, status and
 * envelope code, which the page words in the visitor's language; a null message for a file that
 * could not be read: this code runs in a Web Worker, without the message catalogues). `Messages`
 * is how an event holds its messages: what the load's MessageCollector takes (plain messages, or
 * one MessageBatch in the Web Worker).
 */
export type LoadEvent<Messages = StreamedMessage[]> =
  | ({ type: 'batch'; header: TranscriptHeader; messages: Messages } & LoadProgress)
  | ({ type: 'done'; header: TranscriptHeader; messages: Messages; raw: Blob } & LoadProgress)
  | ({
      type: 'partial';
      reason: 'dropped' | 'tooLarge';
      header: TranscriptHeader;
      messages: Messages;
      raw: Blob;
    } & LoadProgress)
  | LoadError;

/** The event of a load that read nothing (see LoadEvent). */
export type LoadError = { type: 'error'; message: string | null; status: number | null; code: string | null };

/** Most time between two batches while bytes keep arriving. */
export const BATCH_MS = 100;
/**
 * Messages that make a batch go out at once (looked at after each parse slice, so a batch holds at
 * most one slice's messages more). The page takes each batch in one task: a few thousand messages
 * take a few ms, where a whole 100 ms of parsing (tens of thousands) would hold the page, and the
 * first screen's frame behind it, for longer than 50 ms.
 */
export const MAX_BATCH_MESSAGES = 4_000;
/**
 * Characters parsed between two looks at the batch rules: a network read may bring a megabyte at
 * once, and the first messages go out as soon as the first slice of it completes one.
 */
export const PARSE_SLICE_CHARS = 16_384;

/**
 * Where the parse slice of `text` starting at `from` ends: just after the first line break at or
 * past PARSE_SLICE_CHARS, or the end. A line is never cut, so a very long line is parsed once.
 */
function nextSliceEnd(text: string, from: number): number {
  if (text.length - from <= PARSE_SLICE_CHARS) return text.length;
  const lineEnd = text.indexOf('\n', from + PARSE_SLICE_CHARS);
  return lineEnd < 0 ? text.length : lineEnd + 1;
}

/** An opened read: its byte stream and total size when known, or the error event that ends the load. */
export type Opened = { body: ReadableStream<Uint8Array>; total: number | null } | { failed: LoadError };

/**
 * Requests the link `url` through the worker's /api/transcript: its streamed body and declared size
 * (TRANSCRIPT_BYTES_HEADER), or the error event of a refused or failed request (the worker's
 * message, status and envelope code; NETWORK_ERROR_TEXT when nothing answered). Never throws.
 */
export async function openLink(url: string, signal: AbortSignal): Promise<Opened> {
  let reply: Response;
  try {
    reply = await fetch(apiUrl(apiRoutes.transcript(url)), {
      headers: { Accept: 'text/plain, application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { failed: { type: 'error', message: NETWORK_ERROR_TEXT, status: null, code: null } };
  }
  if (!reply.ok || !reply.body) {
    const data: unknown = await reply.json().catch(() => null);
    const message = readServerMessage(data) ?? `HTTP ${reply.status}`;
    return { failed: { type: 'error', message, status: reply.status, code: readServerCode(data) ?? null } };
  }
  const declared = Number(reply.headers.get(TRANSCRIPT_BYTES_HEADER));
  return { body: reply.body, total: declared > 0 ? declared : null };
}

async function open(source: LoadSource, signal: AbortSignal): Promise<Opened> {
  if (source.kind === 'file') return { body: source.file.stream(), total: source.file.size };
  if (source.kind === 'reply') {
    const { body, total } = source;
    return { body: body instanceof ReadableStream ? body : portStream(body), total };
  }
  if (source.kind === 'text') {
    const blob = new Blob([source.text]);
    return { body: blob.stream(), total: blob.size };
  }
  return openLink(source.url, signal);
}

/**
 * Loads `source`, telling `emit` each LoadEvent. The parser writes each message into `collector`,
 * whose `take` makes an event's messages (a MessageBatch in the Web Worker, plain objects without
 * one); a batch is sent once it holds MAX_BATCH_MESSAGES, looked at after each parse slice. A
 * link's bytes stop at TRANSCRIPT_MAX_BYTES when the worker cut the stream there ('tooLarge'); any
 * other read failure is 'dropped'. After `signal` aborts nothing more is emitted. Never throws.
 */
export async function loadTranscript<Messages>(
  source: LoadSource,
  emit: (event: LoadEvent<Messages>) => void,
  signal: AbortSignal,
  collector: MessageCollector<Messages>,
): Promise<void> {
  const opened = await open(source, signal);
  if (signal.aborted) return;
  if ('failed' in opened) {
    emit(opened.failed);
    return;
  }
  const { total } = opened;
  const reader = (opened.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  const decoder = new TextDecoder();
  const parser = new TranscriptStreamParser(collector);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let sentAny = false;
  let lastSent = performance.now();
  let firstByteAt: number | null = null;
  let lastByteAt: number | null = null;
  const progress = () => ({
    bytes,
    total,
    count: parser.count,
    header: parser.header,
    firstByteAt,
    lastByteAt,
  });
  const send = () => {
    sentAny ||= collector.size > 0;
    emit({ type: 'batch', messages: collector.take(), ...progress() });
    lastSent = performance.now();
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      if (done) break;
      lastByteAt = performance.timeOrigin + performance.now();
      firstByteAt ??= lastByteAt;
      bytes += value.byteLength;
      parts.push(value);
      const text = decoder.decode(value, { stream: true });
      let from = 0;
      do {
        const to = nextSliceEnd(text, from);
        parser.push(text.slice(from, to));
        from = to;
        const size = collector.size;
        if ((!sentAny && size > 0) || size >= MAX_BATCH_MESSAGES || performance.now() - lastSent >= BATCH_MS)
          send();
      } while (from < text.length);
    }
  } catch {
    if (signal.aborted) return;
    if (source.kind === 'file' && bytes === 0) {
      emit({ type: 'error', message: null, status: null, code: null });
      return;
    }
    parser.push(decoder.decode());
    parser.end();
    const link = source.kind === 'url' || source.kind === 'reply';
    const reason = link && bytes >= TRANSCRIPT_MAX_BYTES ? 'tooLarge' : 'dropped';
    emit({ type: 'partial', reason, messages: collector.take(), raw: new Blob(parts), ...progress() });
    return;
  }
  parser.push(decoder.decode());
  parser.end();
  emit({ type: 'done', messages: collector.take(), raw: new Blob(parts), ...progress() });
}
