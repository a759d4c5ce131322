// Refuses requests whose header values could smuggle anything upstream: control characters, an oversized Authorization.
import { MAX_AUTHORIZATION_LENGTH } from '#shared/constants/limits';
import { ApiError } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * The problem with a request's headers, or null: a value holding CR, LF, NUL or another control
 * character (tab is allowed, as HTTP allows it), or an Authorization longer than MAX_AUTHORIZATION_LENGTH.
 */
export function headerProblem(headers: Iterable<[string, string]>): ApiError | null {
  for (const [name, value] of headers) {
    if (CONTROL_CHARACTERS.test(value)) {
      return new ApiError(400, 'invalid_header', 'A request header holds a line break or control character.');
    }
    if (name.toLowerCase() === 'authorization' && value.length > MAX_AUTHORIZATION_LENGTH) {
      return new ApiError(431, 'header_too_large', 'The Authorization header is too large.');
    }
  }
  return null;
}
