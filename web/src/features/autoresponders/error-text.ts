// The {reason} of the page's error texts: the reply's error in the active locale, 'HTTP {status}', or the client's failure text.
import { ApiRequestError } from '#web/lib/api-client';
import { dashboardErrorText, serverMessageText } from '#web/lib/api-errors';
import { AUTORESPONDER_TEXTS as T } from './texts';

/**
 * The reason to put after 'Failed to ...: '. In English it is the error's own message word for
 * word; other locales get the dashboard's texts for a timeout, a network failure, an unreadable
 * reply and the Worker's known error codes, and the reply's own text for anything else. Unknown
 * throwables give 'Unexpected error' in the active locale.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return T.unexpectedError;
  if (error.kind !== 'http') return dashboardErrorText(error);
  return serverMessageText(error) ?? error.message;
}
