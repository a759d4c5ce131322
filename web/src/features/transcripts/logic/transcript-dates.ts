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
const DAY_MS = 86_400_000;
const COMMA = 44;
const SPACE = 32;
const COLON = 58;

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

/** Characters of the day in the bot's form (`Mon, 06 Jan 2025 `), shared by a day's timestamps. */
const GMT_DAY_CHARS = 17;
/**
 * The day part of the last timestamp readToUtcString read in full with a real day (empty before the
 * first), and that day's start: a transcript's messages come in order, so nearly all of them repeat
 * it and read only their clock.
 */
let lastGmtDay = '';
let lastGmtDayStart = Number.NaN;

/**
 * The bot's own form, exactly as Date#toUTCString writes it (`Mon, 06 Jan 2025 14:03:22 GMT`), read
 * character by character into epoch ms: a transcript holds one per message, and the general rules
 * below cost a regular expression and several strings each. Undefined when `value` is not in that
 * exact form (the general rules then decide); otherwise what RFC_1123 would give. A timestamp
 * starting with the day part of the last one read in full reads only its clock. Each position is
 * tested in place, with no list to iterate: the parsing Web Worker runs this cold, where for...of
 * costs the iterator protocol per timestamp. Allocates nothing but one string per day.
 */
function readToUtcString(value: string): number | null | undefined {
  if (
    value.length !== 29 ||
    value.charCodeAt(19) !== COLON ||
    value.charCodeAt(22) !== COLON ||
    value.charCodeAt(25) !== SPACE ||
    value.charCodeAt(26) !== 71 || // G
    value.charCodeAt(27) !== 77 || // M
    value.charCodeAt(28) !== 84 // T
  )
    return undefined;
  const hour = digitPair(value, 17);
  const minute = digitPair(value, 20);
  const second = digitPair(value, 23);
  if (hour < 0 || minute < 0 || second < 0) return undefined;
  if (lastGmtDay && value.startsWith(lastGmtDay)) return atClock(lastGmtDayStart, hour, minute, second);
  if (
    !isLetter(value.charCodeAt(0)) ||
    !isLetter(value.charCodeAt(1)) ||
    !isLetter(value.charCodeAt(2)) ||
    value.charCodeAt(3) !== COMMA ||
    value.charCodeAt(4) !== SPACE ||
    value.charCodeAt(7) !== SPACE ||
    value.charCodeAt(11) !== SPACE ||
    value.charCodeAt(16) !== SPACE
  )
    return undefined;
  const day = digitPair(value, 5);
  const century = digitPair(value, 12);
  const year = digitPair(value, 14);
  if (day < 0 || century < 0 || year < 0) return undefined;
  const month = MONTH_KEYS.get(monthKey(value, 8));
  if (month === undefined) return undefined;
  const start = dayStartOf(century * 100 + year, month, day);
  if (start !== null) {
    lastGmtDay = value.slice(0, GMT_DAY_CHARS);
    lastGmtDayStart = start;
  }
  return atClock(start, hour, minute, second);
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

/** The epoch ms at which a UTC day (month 0-based, day checked by dayStartOf) starts; NaN past Date's range. */
function dayStart(year: number, month: number, day: number): number {
  const key = year * 512 + month * 32 + day;
  if (key !== lastDay) {
    lastDay = key;
    lastDayStart = Date.UTC(year, month, day);
  }
  return lastDayStart;
}

/** The epoch ms at which a UTC day starts (month 0-based), null when there is no such day (31 Feb); NaN past Date's range. */
function dayStartOf(year: number, month: number, day: number): number | null {
  if (month < 0 || day < 1 || day > 31 || day > daysInMonth(year, month)) return null;
  return dayStart(year, month, day);
}

/** The epoch ms of a time of the day starting at `start`, or null when there is no such day or instant (25:00, a leap second rolling into the next day). */
function atClock(start: number | null, hour: number, minute: number, second: number): number | null {
  if (start === null || Number.isNaN(start) || hour > 23 || minute > 59 || second > 60) return null;
  const clock = ((hour * 60 + minute) * 60 + second) * 1000;
  return clock >= DAY_MS ? null : start + clock;
}

/** The epoch ms of a UTC date and time, or null when no such instant is (31 Feb, 25:00, a leap second rolling into the next day). */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  return atClock(dayStartOf(year, month, day), hour, minute, second);
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
