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

/** Month numbers by the three character codes of their names as Date#toUTCString writes them (see monthKey). */
const MONTH_KEYS = new Map(MONTHS.map((name, index) => [monthKey(name, 0), index]));
/** Positions of the spaces and colons in `Mon, 06 Jan 2025 14:03:22 GMT`. */
const GMT_SPACES = [4, 7, 11, 16, 25];
const GMT_COLONS = [19, 22];
const DAY_MS = 86_400_000;

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** The three character codes of `value` from `at` as one number (a month name's key in MONTH_KEYS). */
function monthKey(value: string, at: number): number {
  return value.charCodeAt(at) * 65_536 + value.charCodeAt(at + 1) * 256 + value.charCodeAt(at + 2);
}

/** The two decimal digits of `value` at `at` as a number, or -1 when either is not a digit. */
function digitPair(value: string, at: number): number {
  const tens = value.charCodeAt(at) - 48;
  const ones = value.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * The bot's own form, exactly as Date#toUTCString writes it (`Mon, 06 Jan 2025 14:03:22 GMT`), read
 * character by character into epoch ms: a transcript holds one per message, and the general rules
 * below cost a regular expression and several strings each. Undefined when `value` is not in that
 * exact form (the general rules then decide); otherwise what RFC_1123 would give. Allocates nothing.
 */
function readToUtcString(value: string): number | null | undefined {
  if (value.length !== 29 || value.charCodeAt(3) !== 44 || !value.endsWith('GMT')) return undefined;
  if (!isLetter(value.charCodeAt(0)) || !isLetter(value.charCodeAt(1)) || !isLetter(value.charCodeAt(2)))
    return undefined;
  for (const at of GMT_SPACES) if (value.charCodeAt(at) !== 32) return undefined;
  for (const at of GMT_COLONS) if (value.charCodeAt(at) !== 58) return undefined;
  const day = digitPair(value, 5);
  const century = digitPair(value, 12);
  const year = digitPair(value, 14);
  const hour = digitPair(value, 17);
  const minute = digitPair(value, 20);
  const second = digitPair(value, 23);
  if (day < 0 || century < 0 || year < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  const month = MONTH_KEYS.get(monthKey(value, 8));
  if (month === undefined) return undefined;
  return utc(century * 100 + year, month, day, hour, minute, second);
}

/** Days in `month` (0-based) of `year` as Date.UTC reads the year (0 to 99 are 1900 to 1999). */
function daysInMonth(year: number, month: number): number {
  const full = year >= 0 && year <= 99 ? 1900 + year : year;
  if (month !== 1) return month === 3 || month === 5 || month === 8 || month === 10 ? 30 : 31;
  return (full % 4 === 0 && full % 100 !== 0) || full % 400 === 0 ? 29 : 28;
}

/**
 * The last day dayStart read, as year * 512 + month * 32 + day, and its start: a transcript's
 * messages come in order, so nearly all share the day before them and skip Date.UTC.
 */
let lastDay = Number.NaN;
let lastDayStart = Number.NaN;

/** The epoch ms at which a UTC day (month 0-based, day checked by the caller) starts; NaN past Date's range. */
function dayStart(year: number, month: number, day: number): number {
  const key = year * 512 + month * 32 + day;
  if (key !== lastDay) {
    lastDay = key;
    lastDayStart = Date.UTC(year, month, day);
  }
  return lastDayStart;
}

/** The epoch ms of a UTC date and time, or null when no such instant is (31 Feb, 25:00, a leap second rolling into the next day). */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (month < 0 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  if (day > daysInMonth(year, month)) return null;
  const start = dayStart(year, month, day);
  const clock = ((hour * 60 + minute) * 60 + second) * 1000;
  return Number.isNaN(start) || clock >= DAY_MS ? null : start + clock;
}

function offsetMinutes(sign: string, hours: string, minutes: string): number {
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant a transcript timestamp names, or null when it is not one of the formats above. Never throws. */
export function parseTranscriptDate(text: string): Date | null {
  const time = parseTranscriptTime(text);
  return time === null ? null : new Date(time);
}

/**
 * parseTranscriptDate's instant as epoch ms (null likewise), without building a Date: the streaming
 * parser reads one per message. Never throws.
 */
export function parseTranscriptTime(text: string): number | null {
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
    return local === null ? null : local - offsetMinutes(sign ?? '+', offH ?? '0', offM ?? '0') * 60_000;
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
    if (local === null || !zone || zone.toUpperCase() === 'Z') return local;
    const digits = zone.replace(':', '');
    return local - offsetMinutes(digits[0] ?? '+', digits.slice(1, 3), digits.slice(3, 5)) * 60_000;
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
