// The dashboard's error texts of spec section 8, mapped from ApiRequestError in one place.

import { DEFAULT_LOCALE } from '#shared/constants/locales';
import { ApiRequestError } from './api-client';
import { activeLocale, localized, type MessageKey, t } from './i18n/i18n';

/** Every error text the server list and server pages show (spec section 8, word for word in English). */
export const DASHBOARD_ERROR_TEXTS = localized(
  () =>
    ({
      timeout: t('dashboard.error.timeout'),
      network: t('dashboard.error.network'),
      invalid: t('dashboard.error.invalid'),
      forbidden: t('dashboard.error.forbidden'),
      notFound: t('dashboard.error.notFound'),
      unexpected: t('dashboard.error.unexpected'),
      status: (status: number) => t('dashboard.error.status', { status }),
      tooManyRequests: (seconds: number) => t('dashboard.error.tooManyRequests', { seconds }),
    }) as const,
);

/**
 * The text to show for a failed dashboard load: timeout, network, 403, 404, other statuses and
 * invalid bodies get the spec's texts; a 429 says when to try again ('Too many requests, try again
 * in N s.'); any other error its own message, or the generic text.
 */
export function dashboardErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'timeout') return DASHBOARD_ERROR_TEXTS.timeout;
    if (error.kind === 'network') return DASHBOARD_ERROR_TEXTS.network;
    if (error.kind === 'invalid') return DASHBOARD_ERROR_TEXTS.invalid;
    if (error.status === 403) return DASHBOARD_ERROR_TEXTS.forbidden;
    if (error.status === 404) return DASHBOARD_ERROR_TEXTS.notFound;
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      return wait === undefined ? error.message : DASHBOARD_ERROR_TEXTS.tooManyRequests(wait);
    }
    return DASHBOARD_ERROR_TEXTS.status(error.status ?? 0);
  }
  if (error instanceof Error && error.message) return error.message;
  return DASHBOARD_ERROR_TEXTS.unexpected;
}

/** The catalogue text of each error code of the Worker's envelope whose message a page shows. */
const ENVELOPE_TEXTS: Readonly<Record<string, MessageKey>> = {
  unauthorized: 'dashboard.error.unauthorized',
  internal_error: 'dashboard.error.internal',
  upstream_unreachable: 'dashboard.error.upstream',
  upstream_failed: 'dashboard.error.upstream',
  upstream_invalid_reply: 'dashboard.error.upstream',
  upstream_too_large: 'dashboard.error.upstream',
  upstream_refused: 'dashboard.error.upstream',
};

/**
 * The message of a failed reply as the page shows it: in English the reply's own text, word for
 * word; in another locale the catalogue's text for a known error code of the Worker's envelope
 * (`{ error: { code, message } }`), else the reply's text. Undefined when the reply had no text.
 */
export function serverMessageText(error: ApiRequestError): string | undefined {
  if (error.serverMessage === undefined || activeLocale() === DEFAULT_LOCALE) return error.serverMessage;
  if (error.status === 429) return dashboardErrorText(error);
  const envelope = (error.data as { error?: { code?: unknown } } | undefined)?.error;
  const key = typeof envelope?.code === 'string' ? ENVELOPE_TEXTS[envelope.code] : undefined;
  return key ? t(key) : error.serverMessage;
}

/**
 * The reason a call failed, in the active locale, for a page's own 'Failed to ...' text. An
 * ApiRequestError's is its message word for word in English; other locales get the dashboard's
 * texts for a timeout, a network failure and an unreadable reply, the catalogue's text for the
 * Worker's known error codes, and the reply's own text for anything else. Any other error reads as
 * dashboardErrorText words it (its message, else 'An unexpected error occurred').
 */
export function failureReason(error: unknown): string {
  const replied = error instanceof ApiRequestError && error.kind === 'http';
  return replied ? (serverMessageText(error) ?? error.message) : dashboardErrorText(error);
}

/** The HTTP status of a failed call, or undefined when it got no reply. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/** True for a 401 or 403 reply: the session is not (or no longer) accepted. */
export function isSessionRejected(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403;
}

/**
 * True when trying again at once may help: no reply, an unreadable reply, a 5xx or 408.
 * Other 4xx replies (401, 403, 404, ...) are final, so they are shown at once; so is a 429, whose
 * Retry-After (`retryAfterSeconds`) is longer than any automatic retry delay.
 */
export function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined) return true;
  return status >= 500 || status === 408;
}
