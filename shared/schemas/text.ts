// The string-field rules every schema shares: a length cap with its one message, an optional trim and a non-empty rule.
import * as z from './zod';

/** The cap of a text field: more than `limit` characters fails with 'must be at most {limit} characters'. */
export function maxChars(limit: number) {
  return z.maxLength(limit, `must be at most ${limit} characters`);
}

/** What a text field asks besides its cap. */
export interface TextRules {
  /** Trim surrounding whitespace first; the cap and the non-empty rule count the trimmed text. */
  trim?: boolean;
  /** Refuse an empty text with 'must not be empty' (after the trim, with `trim`). */
  required?: boolean;
}

/**
 * A string of at most `limit` characters (see `maxChars`), trimmed and required as `rules` say.
 * Further checks (a refine, say) can follow with `.check(...)`. Never throws; a parse of a
 * non-string fails with zod's own 'Invalid input: expected string' issue.
 */
export function boundedText(limit: number, { trim = false, required = false }: TextRules = {}) {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (trim) checks.push(z.trim());
  if (required) checks.push(z.minLength(1, 'must not be empty'));
  checks.push(maxChars(limit));
  return z.string().check(...checks);
}
