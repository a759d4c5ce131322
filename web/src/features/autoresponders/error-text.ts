// The {msg} of the page's error texts: the reply's error field, 'HTTP {status}', or the client's failure text.
import { ApiRequestError } from '#web/lib/api-client';

/** The message to put after 'Failed to ...: '. Unknown throwables give 'Unexpected error'. */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : 'Unexpected error';
}
