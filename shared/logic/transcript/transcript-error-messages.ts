// The Worker's transcript-fetch error texts, built once: the Worker sends them, the viewer recognises them to word them per locale.
import { TRANSCRIPT_MAX_REDIRECTS, TRANSCRIPT_TOO_LARGE_MESSAGE } from '#shared/constants/transcripts';
import { TRANSCRIPT_URL_REFUSALS, type TranscriptUrlRefusal } from './transcript-url-policy';

/**
 * Our own names of HTTP statuses, never the remote's status text (which it may fill with anything):
 * a known status by its number, any other by `client` (4xx) or `server` (others).
 */
export const HTTP_STATUS_NAMES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  client: 'Client Error',
  server: 'Server Error',
} as const;

/** The key of one name in HTTP_STATUS_NAMES. */
export type HttpStatusName = keyof typeof HTTP_STATUS_NAMES;

/** The key of `status`'s name in HTTP_STATUS_NAMES: its own, else `client` (4xx) or `server`. */
export function httpStatusName(status: number): HttpStatusName {
  if (Object.hasOwn(HTTP_STATUS_NAMES, status)) return status as HttpStatusName;
  return status >= 400 && status < 500 ? 'client' : 'server';
}

/** The texts of the transcript-fetch errors that name no reason, with their envelope codes. */
export const TRANSCRIPT_FIXED_ERRORS = {
  missingUrl: { code: 'invalid_request', message: 'Add the transcript link as the url query parameter.' },
  expired: { code: 'transcript_expired', message: 'This transcript link has expired' },
  redirectWithoutLocation: {
    code: 'transcript_redirect_refused',
    message: 'The transcript host redirected without saying where to.',
  },
  tooManyRedirects: {
    code: 'transcript_too_many_redirects',
    message: `The transcript host redirected more than ${TRANSCRIPT_MAX_REDIRECTS} times.`,
  },
  tooLarge: { code: 'transcript_too_large', message: TRANSCRIPT_TOO_LARGE_MESSAGE },
  notText: {
    code: 'transcript_not_text',
    message: 'The link does not point to a text transcript (it is not a plain text file).',
  },
  notUtf8: {
    code: 'transcript_not_text',
    message: 'The link does not point to a text transcript (it is not UTF-8 text).',
  },
  timeout: {
    code: 'transcript_timeout',
    message: 'The transcript host took too long to answer. Please try again.',
  },
  unreachable: {
    code: 'transcript_unreachable',
    message: 'The transcript host could not be reached. Please try again.',
  },
} as const;

/** The name of one fixed transcript-fetch error (a key of TRANSCRIPT_FIXED_ERRORS). */
export type TranscriptFixedError = keyof typeof TRANSCRIPT_FIXED_ERRORS;

/** Envelope codes of the transcript-fetch errors that carry a status or a refusal. */
export const TRANSCRIPT_ERROR_CODES = {
  refused: 'transcript_url_refused',
  upstreamStatus: 'transcript_upstream_status',
  redirectRefused: 'transcript_redirect_refused',
} as const;

/** Builders of the transcript-fetch error texts that carry a status or a refusal's reason. */
export const transcriptErrorMessages = {
  /** The spec's 'Discord CDN returned {code}', for a Discord attachment host's failed reply. */
  discordStatus: (status: number) => `Discord CDN returned ${status}`,
  /** The spec's 'Failed to fetch: {status} {text}', with our own name of the status. */
  hostStatus: (status: number) => `Failed to fetch: ${status} ${HTTP_STATUS_NAMES[httpStatusName(status)]}`,
  /** A redirect to a link the URL policy refuses, followed by the policy's reason. */
  redirectRefused: (reason: string) => `The transcript host redirected to a link we may not open. ${reason}`,
} as const;

/** Which transcript-fetch error a reply was: the fields the viewer needs to word it. */
export type TranscriptErrorReading =
  | { kind: TranscriptFixedError }
  | { kind: 'refused' | 'redirectRefused'; refusal: TranscriptUrlRefusal }
  | { kind: 'discordStatus' | 'hostStatus'; status: number };

/** Every HTTP status a reply can have (100-599). */
const HTTP_STATUSES = Array.from({ length: 500 }, (_, index) => index + 100);

const REFUSAL_NAMES = Object.keys(TRANSCRIPT_URL_REFUSALS) as TranscriptUrlRefusal[];
const FIXED_NAMES = Object.keys(TRANSCRIPT_FIXED_ERRORS) as TranscriptFixedError[];

/**
 * Which of the Worker's transcript-fetch errors the envelope `{ code, message }` is, found by
 * matching `message` exactly against the texts built here (never by reading numbers out of it).
 * Null for any other code or text, e.g. a reply from an older or newer Worker.
 */
export function readTranscriptError(code: string, message: string): TranscriptErrorReading | null {
  const fixed = FIXED_NAMES.find(
    (name) =>
      TRANSCRIPT_FIXED_ERRORS[name].code === code && TRANSCRIPT_FIXED_ERRORS[name].message === message,
  );
  if (fixed) return { kind: fixed };
  if (code === TRANSCRIPT_ERROR_CODES.refused || code === TRANSCRIPT_ERROR_CODES.redirectRefused) {
    const kind = code === TRANSCRIPT_ERROR_CODES.refused ? 'refused' : 'redirectRefused';
    const text = (name: TranscriptUrlRefusal) =>
      kind === 'refused'
        ? TRANSCRIPT_URL_REFUSALS[name]
        : transcriptErrorMessages.redirectRefused(TRANSCRIPT_URL_REFUSALS[name]);
    const refusal = REFUSAL_NAMES.find((name) => text(name) === message);
    return refusal ? { kind, refusal } : null;
  }
  if (code !== TRANSCRIPT_ERROR_CODES.upstreamStatus) return null;
  for (const kind of ['discordStatus', 'hostStatus'] as const) {
    const status = HTTP_STATUSES.find((candidate) => transcriptErrorMessages[kind](candidate) === message);
    if (status !== undefined) return { kind, status };
  }
  return null;
}
