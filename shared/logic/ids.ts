// The Discord id and link-URL rules as plain checks, with no schema library: pages that only test an id or a link load no zod.

/** A Discord snowflake: 17 to 20 decimal digits (shared/schemas/ids.ts builds its schema on it). */
export const SNOWFLAKE_PATTERN = /^\d{17,20}$/;

/** True when `value` is a string of 17 to 20 decimal digits; false for anything else (a number too: ids beyond 2^53 lose digits). */
export function isSnowflake(value: unknown): value is string {
  return typeof value === 'string' && SNOWFLAKE_PATTERN.test(value);
}

/** True when the text parses as an absolute http: or https: URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
