// Counts and "used/limit" counters in the active locale's digits, written as the limits are (no grouping: 6000).
import { formatNumber } from './i18n';

/** `value` in the active locale's digits without grouping: 6000 in English, ٦٠٠٠ in Arabic. */
export function formatCount(value: number): string {
  return formatNumber(value, { useGrouping: false });
}

/** An editor's counter, `used` of `limit`: 12/256 in English, ١٢/٢٥٦ in Arabic. */
export function formatUsage(used: number, limit: number): string {
  return `${formatCount(used)}/${formatCount(limit)}`;
}
