// Formats Discord's <t:epoch:style> timestamps the way the Discord client shows them.
import type { TimestampStyle } from './markdown-node';

const FORMATS: Record<Exclude<TimestampStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { hour: '2-digit', minute: '2-digit', hour12: false },
  T: { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  F: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  },
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * The text of a timestamp in `style`, in the given locale and time zone (defaults: the runtime's).
 * 'R' is relative to `now` ("in 3 hours", "2 days ago"). An out-of-range epoch gives 'Invalid Date'.
 */
export function formatTimestamp(
  epochSeconds: number,
  style: TimestampStyle,
  options: { now?: number; locale?: string; timeZone?: string } = {},
): string {
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  if (style === 'R') {
    const diff = Math.round(epochSeconds - (options.now ?? Date.now()) / 1000);
    const [unit, seconds] = UNITS.find(([, size]) => Math.abs(diff) >= size) ?? ['second', 1];
    return new Intl.RelativeTimeFormat(options.locale, { numeric: 'auto' }).format(
      Math.trunc(diff / seconds),
      unit,
    );
  }
  return new Intl.DateTimeFormat(options.locale, { ...FORMATS[style], timeZone: options.timeZone }).format(
    date,
  );
}
