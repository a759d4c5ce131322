// The {msg} of the page's error texts: the reply's error field, 'HTTP {status}', or the client's failure text.
import { ApiRequestError } from '#web/lib/api-client';
import { AUTORESPONDER_TEXTS as T } from './texts';

/**
 * The message to put after 'Failed to ...: ', as the worker or the client wrote it (not translated:
 * it names what went wrong upstream). Unknown throwables give 'Unexpected error' in the active locale.
 */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : T.unexpectedError;
}
