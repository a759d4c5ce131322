// Limits and names of the transcript viewer and the worker's transcript fetch (GET /api/transcript).

/** Discord's attachment hosts a transcript link may point at (matched exactly, https only). */
export const DISCORD_ATTACHMENT_HOSTS: readonly string[] = ['cdn.discordapp.com', 'media.discordapp.net'];
/** Longest transcript link the worker accepts. */
export const TRANSCRIPT_URL_MAX_LENGTH = 2048;
/** Most bytes the worker passes through from a transcript host (50 MB, streamed, never buffered). */
export const TRANSCRIPT_MAX_BYTES = 50 * 1024 * 1024;
/**
 * Header of the worker's transcript reply holding the file's size in bytes when the host declared it
 * (the reply itself streams without a Content-Length), so the viewer can show progress of a total.
 */
export const TRANSCRIPT_BYTES_HEADER = 'X-Transcript-Bytes';
/** What a moderator reads when a linked transcript is over TRANSCRIPT_MAX_BYTES (worker and viewer). */
export const TRANSCRIPT_TOO_LARGE_MESSAGE = `The transcript is larger than ${TRANSCRIPT_MAX_BYTES / (1024 * 1024)} MB, too large to open from a link. Download it and open the file instead.`;
/**
 * Longest time the worker streams one transcript body, in ms (the headers and the first chunk must
 * come within UPSTREAM_TIMEOUT_MS, and no later chunk may take longer than that after the one before).
 */
export const TRANSCRIPT_BODY_TIMEOUT_MS = 60_000;
/** Redirect hops the worker follows, each checked against the same rules. */
export const TRANSCRIPT_MAX_REDIRECTS = 3;
/** How long a fetched transcript stays in the edge cache, in seconds. */
export const TRANSCRIPT_EDGE_CACHE_SECONDS = 600;
/** Largest transcript file the viewer opens from the visitor's own disk (50 MB). */
export const TRANSCRIPT_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Query parameter of /transcribe/ holding the transcript link. */
export const TRANSCRIPT_CONTENT_PARAM = 'content';
/** How long a refusal (too large, not text, expired) stays in the edge cache, in seconds. */
export const TRANSCRIPT_REFUSAL_CACHE_SECONDS = 60;
/**
 * User Timing entries of the transcript viewer (DevTools' Performance panel, the `transcripts` bench
 * probe): marks when the first and the last byte of a transcript reached the browser (its Web Worker),
 * and the measure of the parse from the last byte until every message is on the page.
 */
export const TRANSCRIPT_TIMING = {
  textArrived: 'warden:transcript-text',
  lastByte: 'warden:transcript-last-byte',
  parse: 'warden:transcript-parse',
} as const;
