// Fetches a transcript text file from an allowed host as a stream: every redirect hop checked, time and size capped, text only.
import {
  TRANSCRIPT_BODY_TIMEOUT_MS,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_REDIRECTS,
} from '#shared/constants/transcripts';
import { checkTranscriptUrl, isDiscordAttachmentUrl } from '#shared/logic/transcript/transcript-url-policy';
import { ApiError } from './errors';
import { untilAborted } from './stream-limits';
import { type GuardedBody, guardBody } from './transcript-body';
import { transcriptErrors } from './transcript-errors';

/** What the fetch may reach and for how long. */
export interface TranscriptFetchOptions {
  /** Exact extra origins (TRANSCRIPT_ORIGINS) besides Discord's attachment hosts. */
  allowedOrigins: readonly string[];
  /** The headers (redirects included) and first chunk, and then each chunk, must come within this time. */
  timeoutMs: number;
  /** Told the status of every reply (each redirect hop, then the final one), for the request log. */
  onReply?: (status: number) => void;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Media types read as text; a type-less or generic binary reply must still decode as UTF-8 text. */
const TEXT_MEDIA_TYPES = new Set(['text/plain', 'application/octet-stream', '']);
/** Fixed request headers: never the caller's Authorization or cookies. */
const REQUEST_HEADERS = { Accept: 'text/plain, */*;q=0.1', 'User-Agent': 'Warden-Transcript-Viewer' };

/** A transcript on its way: the checked, capped body stream and the size the host declared. */
export interface TranscriptStream extends GuardedBody {
  /** The host's Content-Length, or null when it did not say. */
  length: number | null;
}

/**
 * GETs `url` (already checked with checkTranscriptUrl) and resolves once its headers and first chunk
 * are checked, with the body as a stream (see guardBody). Time limits: the headers and the first
 * chunk within `timeoutMs`, each later chunk within `timeoutMs` of the one before, the whole body
 * within TRANSCRIPT_BODY_TIMEOUT_MS of its first chunk; a body past a limit ends with 504's error.
 * @throws ApiError 410 for an expired Discord attachment (403/404), 502 for other upstream statuses,
 * refused or too many redirects (more than TRANSCRIPT_MAX_REDIRECTS) and unreachable hosts, 413 for a
 * declared length over TRANSCRIPT_MAX_BYTES (the body is cancelled), 415 for non-text replies, 504
 * after `timeoutMs`.
 */
export async function fetchTranscriptStream(
  url: URL,
  options: TranscriptFetchOptions,
): Promise<TranscriptStream> {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort(new DOMException('The transcript fetch timed out.', 'TimeoutError'));
  };
  let idle = setTimeout(expire, options.timeoutMs);
  let whole: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    clearTimeout(idle);
    clearTimeout(whole);
    controller.abort();
  };
  const chunk = () => {
    clearTimeout(idle);
    idle = setTimeout(expire, options.timeoutMs);
    whole ??= setTimeout(expire, TRANSCRIPT_BODY_TIMEOUT_MS);
  };
  const failure = (error: unknown): ApiError => {
    if (timedOut) return transcriptErrors.timeout();
    return error instanceof ApiError ? error : transcriptErrors.unreachable();
  };
  try {
    const { reply, finalUrl } = await fetchWithCheckedRedirects(url, options, controller.signal);
    const length = await checkTextReply(reply, finalUrl);
    const guarded = await guardBody(reply.body, { failure, done: stop, chunk });
    return { ...guarded, length };
  } catch (error) {
    stop();
    throw failure(error);
  }
}

async function fetchWithCheckedRedirects(
  start: URL,
  options: TranscriptFetchOptions,
  signal: AbortSignal,
): Promise<{ reply: Response; finalUrl: URL }> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const request = fetch(url.href, { method: 'GET', headers: REQUEST_HEADERS, redirect: 'manual', signal });
    const reply = await untilAborted(request, signal);
    options.onReply?.(reply.status);
    if (!REDIRECT_STATUSES.has(reply.status)) return { reply, finalUrl: url };
    await reply.body?.cancel();
    const location = reply.headers.get('Location');
    if (!location) throw transcriptErrors.redirectWithoutLocation();
    if (hop >= TRANSCRIPT_MAX_REDIRECTS) throw transcriptErrors.tooManyRedirects();
    const verdict = checkTranscriptUrl(location, options.allowedOrigins, url);
    if (!verdict.ok) throw transcriptErrors.redirectRefused(verdict.reason);
    url = verdict.url;
  }
}

/** The declared length of a text reply, or null; cancels the body of any other reply and throws its error. */
async function checkTextReply(reply: Response, url: URL): Promise<number | null> {
  const discordHost = isDiscordAttachmentUrl(url);
  if (!reply.ok) {
    await reply.body?.cancel();
    if (discordHost && (reply.status === 403 || reply.status === 404)) throw transcriptErrors.expired();
    throw discordHost
      ? transcriptErrors.discordStatus(reply.status)
      : transcriptErrors.hostStatus(reply.status);
  }
  const type = reply.headers.get('Content-Type') ?? '';
  const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!TEXT_MEDIA_TYPES.has(mediaType)) {
    await reply.body?.cancel();
    throw transcriptErrors.notText();
  }
  const declared = reply.headers.get('Content-Length');
  const length = declared && /^\d+$/.test(declared) ? Number(declared) : null;
  if (length !== null && length > TRANSCRIPT_MAX_BYTES) {
    await reply.body?.cancel();
    throw transcriptErrors.tooLarge();
  }
  return length;
}
