// The change history as a CSV file: one row per entry, safe to open in a spreadsheet.
import type { HistoryEntry } from '../schemas/history';

/** The CSV header row, in column order. */
export const HISTORY_CSV_COLUMNS = [
  'id',
  'time',
  'admin_id',
  'admin_name',
  'tool',
  'action',
  'before',
  'sent',
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** JSON text of a recorded value, or '' when there is none. */
function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * The entries as CSV (RFC 4180, CRLF line ends, a header row): time in ISO 8601 UTC, the value
 * before and the body sent as JSON text. An entry without an actor has empty admin columns.
 */
export function historyCsv(entries: readonly HistoryEntry[]): string {
  const rows = entries.map((entry) =>
    [
      String(entry.id),
      new Date(entry.at).toISOString(),
      entry.actor?.id ?? '',
      entry.actor?.name ?? '',
      entry.tool,
      entry.action,
      jsonText(entry.before),
      jsonText(entry.body),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[HISTORY_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
