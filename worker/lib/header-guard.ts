// Refuses requests whose header values could smuggle anything upstream: control characters, an oversized Authorization.
import { MAX_AUTHORIZATION_LENGTH } from '#shared/constants/limits';
import { ApiError } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** The problem with one header, or null (see headerProblem). */
function entryProblem(name: string, value: string): ApiError | null {
  if (CONTROL_CHARACTERS.test(value)) {
    return new ApiError(400, 'invalid_header', 'A request header holds a line break or control character.');
  }
  if (value.length > MAX_AUTHORIZATION_LENGTH && name.toLowerCase() === 'authorization') {
    return new ApiError(431, 'header_too_large', 'The Authorization header is too large.');
  }
  return null;
}

/**
 * The problem with a request's headers, or null: a value holding CR, LF, NUL or another control
 * character (tab is allowed, as HTTP allows it), or an Authorization longer than MAX_AUTHORIZATION_LENGTH.
 * The first problem in header order wins.
 */
export function headerProblem(headers: Iterable<[string, string]>): ApiError | null {
  for (const [name, value] of headers) {
    const problem = entryProblem(name, value);
    if (problem) return problem;
  }
  return null;
}

/**
 * headerProblem of a request's Headers, walked with one `forEach` call (cheaper on workerd than
 * iterating them entry by entry).
 */
export function requestHeaderProblem(headers: Headers): ApiError | null {
  let problem: ApiError | null = null;
  headers.forEach((value, name) => {
    problem ??= entryProblem(name, value);
  });
  return problem;
}
