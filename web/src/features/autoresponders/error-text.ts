// The {reason} of the page's error texts: the failed call's reason in the active locale, or 'Unexpected error'.
import { ApiRequestError } from '#web/lib/api-client';
import { failureReason } from '#web/lib/api-errors';
import { AUTORESPONDER_TEXTS as T } from './texts';

/**
 * The reason to put after 'Failed to ...: ' (see failureReason: in English the error's own message
 * word for word). Anything but an ApiRequestError gives 'Unexpected error' in the active locale.
 */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? failureReason(error) : T.unexpectedError;
}
