// Derived server facts for the server dashboard: stat fallbacks, boost level, creation date and age.
import { DAY_MS, STAT_FALLBACKS } from '#shared/constants/limits';
import type { ServerDetail } from '#shared/schemas/server';

/** Boosts Discord requires for levels 1, 2 and 3. */
export const BOOST_LEVEL_THRESHOLDS = [2, 7, 14] as const;
/** Numbers below this are taken as seconds since the epoch rather than milliseconds. */
const SECONDS_LIMIT = 100_000_000_000;

/** The four stat cards' values; absent counts fall back to channels 5, roles 3, boosts 0. */
export interface ServerStats {
  members: number | null;
  channels: number;
  roles: number;
  boosts: number;
  boostLevel: number;
}

/** The Discord boost level (0 to 3) a boost count reaches. Negative counts read as 0. */
export function boostLevel(boosts: number): number {
  return BOOST_LEVEL_THRESHOLDS.filter((needed) => boosts >= needed).length;
}

/** The stat card values of a server detail, with the spec's fallbacks. */
export function serverStats(detail: ServerDetail): ServerStats {
  const boosts = detail.boosts ?? STAT_FALLBACKS.boosts;
  return {
    members: detail.memberCount ?? null,
    channels: detail.channel ?? STAT_FALLBACKS.channels,
    roles: detail.roles ?? STAT_FALLBACKS.roles,
    boosts,
    boostLevel: boostLevel(boosts),
  };
}

/**
 * The creation date from `age`: epoch milliseconds (or seconds when small), a numeric string or a
 * date string. Null when absent, unreadable or not after 1970.
 */
export function createdAt(age: ServerDetail['age']): Date | null {
  if (age === undefined || age === '') return null;
  const numeric = typeof age === 'number' ? age : /^\d+$/.test(age.trim()) ? Number(age) : null;
  const date =
    numeric === null ? new Date(age) : new Date(numeric < SECONDS_LIMIT ? numeric * 1000 : numeric);
  return Number.isNaN(date.getTime()) || date.getTime() <= 0 ? null : date;
}

/** Whole days from `created` to `now` (never negative). */
export function ageInDays(created: Date, now: number): number {
  return Math.max(0, Math.floor((now - created.getTime()) / DAY_MS));
}
