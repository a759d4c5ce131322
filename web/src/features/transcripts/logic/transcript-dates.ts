// Dates in transcripts: GMT (RFC 1123 or Date#toString) and ISO 8601 timestamps, shown in 24-hour local time.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Mon, 06 Jan 2025 14:03:22 GMT` (Date#toUTCString), seconds and weekday optional. */
const RFC_1123 =
  /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:GMT|UTC|Z)$/;
/** `Mon Jan 06 2025 14:03:22 GMT+0100 (Central European Standard Time)` (Date#toString). */
const DATE_TO_STRING =
  /^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})\s+GMT([+-])(\d{2}):?(\d{2})(?:\s+\(.*\))?$/;
/** `2025-01-06T14:03:22.000Z`, `2025-01-06 14:03`; without an offset the time is read as UTC. */
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Month numbers of the three-letter names as Date#toUTCString writes them. */
const MONTH_NUMBERS = new Map(MONTHS.map((name, index) => [name, index]));
/** Positions of the digits, spaces and colons in `Mon, 06 Jan 2025 14:03:22 GMT`. */
const GMT_DIGITS = [5, 6, 12, 13, 14, 15, 17, 18, 20, 21, 23, 24];
const GMT_SPACES = [4, 7, 11, 16, 25];
const GMT_COLONS = [19, 22];

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * The bot's own form, exactly as Date#toUTCString writes it (`Mon, 06 Jan 2025 14:03:22 GMT`), read
 * character by character: a transcript holds one per message, and the general rules below cost a
 * regular expression and several strings each. Undefined when `value` is not in that exact form
 * (the general rules then decide); otherwise what RFC_1123 would give.
 */
function readToUtcString(value: string): Date | null | undefined {
  if (value.length !== 29 || value.charCodeAt(3) !== 44 || !value.endsWith('GMT')) return undefined;
  if (!isLetter(value.charCodeAt(0)) || !isLetter(value.charCodeAt(1)) || !isLetter(value.charCodeAt(2)))
    return undefined;
  for (const at of GMT_DIGITS) {
    const code = value.charCodeAt(at);
    if (code < 48 || code > 57) return undefined;
  }
  if (GMT_SPACES.some((at) => value.charCodeAt(at) !== 32)) return undefined;
  if (GMT_COLONS.some((at) => value.charCodeAt(at) !== 58)) return undefined;
  const month = MONTH_NUMBERS.get(value.slice(8, 11));
  if (month === undefined) return undefined;
  const pair = (at: number) => (value.charCodeAt(at) - 48) * 10 + value.charCodeAt(at + 1) - 48;
  return utc(pair(12) * 100 + pair(14), month, pair(5), pair(17), pair(20), pair(23));
}

function utc(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (month < 0 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const date = new Date(Date.UTC(year, month, day, hour, minute, second));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== day ? null : date;
}

function offsetMinutes(sign: string, hours: string, minutes: string): number {
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant a transcript timestamp names, or null when it is not one of the formats above. Never throws. */
export function parseTranscriptDate(text: string): Date | null {
  const value = text.trim();
  const exact = readToUtcString(value);
  if (exact !== undefined) return exact;
  let match = RFC_1123.exec(value);
  if (match) {
    const [, day, month, year, hour, minute, second] = match;
    return utc(
      Number(year),
      MONTHS.indexOf(capitalise(month)),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second ?? 0),
    );
  }
  match = DATE_TO_STRING.exec(value);
  if (match) {
    const [, month, day, year, hour, minute, second, sign, offH, offM] = match;
    const local = utc(
      Number(year),
      MONTHS.indexOf(capitalise(month)),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    );
    return local && new Date(local.getTime() - offsetMinutes(sign ?? '+', offH ?? '0', offM ?? '0') * 60_000);
  }
  match = ISO_8601.exec(value);
  if (match) {
    const [, year, month, day, hour, minute, second, zone] = match;
    const local = utc(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second ?? 0),
    );
    if (!local || !zone || zone.toUpperCase() === 'Z') return local;
    const digits = zone.replace(':', '');
    return new Date(
      local.getTime() - offsetMinutes(digits[0] ?? '+', digits.slice(1, 3), digits.slice(3, 5)) * 60_000,
    );
  }
  return null;
}

function capitalise(word = ''): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** One formatter per locale and time zone: building an Intl.DateTimeFormat costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in 24-hour time, e.g. `6 Jan 2025, 15:03`, in the viewer's locale and time zone unless
 * given (tests pass both for a stable result). The formatter of each locale and zone is built once
 * and reused, so a list rendering thousands of rows does not build one per row.
 * @throws RangeError for an unknown `timeZone` or malformed `locale`, like Intl.DateTimeFormat.
 */
export function formatTranscriptDate(date: Date, locale?: string, timeZone?: string): string {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
