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

/**
 * A date in 24-hour time, e.g. `6 Jan 2025, 15:03`, in the viewer's locale and time zone unless
 * given (tests pass both for a stable result).
 */
export function formatTranscriptDate(date: Date, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
