// The errors of the transcript fetch, in the worker's envelope; every message is readable by a moderator.
import { TRANSCRIPT_MAX_REDIRECTS, TRANSCRIPT_TOO_LARGE_MESSAGE } from '#shared/constants/transcripts';
import { ApiError } from './errors';

/** Our own name of an HTTP status, never the remote's status text (which it may fill with anything). */
const STATUS_NAMES: Readonly<Record<number, string>> = {
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
};

/** The fixed name of `status`: a known name, else 'Client Error' (4xx) or 'Server Error' (others). */
export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 400 && status < 500 ? 'Client Error' : 'Server Error');
}

/** Builders of every transcript-fetch error, so tests assert the same texts. */
export const transcriptErrors = {
  missingUrl: () =>
    new ApiError(400, 'invalid_request', 'Add the transcript link as the url query parameter.'),
  refused: (reason: string) => new ApiError(400, 'transcript_url_refused', reason),
  expired: () => new ApiError(410, 'transcript_expired', 'This transcript link has expired'),
  discordStatus: (status: number) =>
    new ApiError(502, 'transcript_upstream_status', `Discord CDN returned ${status}`),
  hostStatus: (status: number) =>
    new ApiError(502, 'transcript_upstream_status', `Failed to fetch: ${status} ${statusName(status)}`),
  redirectRefused: (reason: string) =>
    new ApiError(
      502,
      'transcript_redirect_refused',
      `The transcript host redirected to a link we may not open. ${reason}`,
    ),
  redirectWithoutLocation: () =>
    new ApiError(
      502,
      'transcript_redirect_refused',
      'The transcript host redirected without saying where to.',
    ),
  tooManyRedirects: () =>
    new ApiError(
      502,
      'transcript_too_many_redirects',
      `The transcript host redirected more than ${TRANSCRIPT_MAX_REDIRECTS} times.`,
    ),
  tooLarge: () => new ApiError(413, 'transcript_too_large', TRANSCRIPT_TOO_LARGE_MESSAGE),
  notText: () =>
    new ApiError(
      415,
      'transcript_not_text',
      'The link does not point to a text transcript (it is not a plain text file).',
    ),
  notUtf8: () =>
    new ApiError(
      415,
      'transcript_not_text',
      'The link does not point to a text transcript (it is not UTF-8 text).',
    ),
  timeout: () =>
    new ApiError(504, 'transcript_timeout', 'The transcript host took too long to answer. Please try again.'),
  unreachable: () =>
    new ApiError(
      502,
      'transcript_unreachable',
      'The transcript host could not be reached. Please try again.',
    ),
} as const;
