// The Command Center's rules: name search, category filter, sort, totals and the popularity star.

import type { CommandCategory, CommandCategoryId } from '#shared/schemas/catalog';
import { STAR_POPULARITY_THRESHOLD } from '#web/lib/site/site';

/** How categories (and the commands inside them) are ordered. */
export type CommandSort = 'name' | 'popularity';
/** Which categories to show: all, or one. */
export type CommandCategoryFilter = 'all' | CommandCategoryId;

/** The Command Center's filter state. */
export interface CommandQuery {
  search: string;
  category: CommandCategoryFilter;
  sort: CommandSort;
}

/** The filters the page starts with: no search, every category, sorted by name. */
export const DEFAULT_COMMAND_QUERY: CommandQuery = { search: '', category: 'all', sort: 'name' };

/**
 * Alphabetical order, ignoring case: the lower-cased texts compared by code point. Command names and
 * category titles are plain ASCII (letters, digits, spaces, `&`), where this is the order an English
 * collator gives (a unit test compares the two on the whole catalogue). No `Intl.Collator`: creating
 * one costs 30-50 ms of the page's hydration task in a 4x-slowed Chromium (Lighthouse's mobile CPU).
 */
function byName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The categories to show for `query`. The search is a case-insensitive substring match on command
 * names (surrounding spaces ignored); a category left with no command is hidden. With sort 'name'
 * categories are ordered by title, with 'popularity' by popularity (highest first, ties by title);
 * commands inside a category are always ordered by name. The input is never modified.
 */
export function searchCommands(
  categories: readonly CommandCategory[],
  query: CommandQuery,
): CommandCategory[] {
  const needle = query.search.trim().toLowerCase();
  const shown = categories
    .filter((category) => query.category === 'all' || category.id === query.category)
    .map((category) => ({
      ...category,
      commands: category.commands
        .filter((command) => command.name.toLowerCase().includes(needle))
        .sort((a, b) => byName(a.name, b.name)),
    }))
    .filter((category) => category.commands.length > 0);
  return shown.sort((a, b) =>
    query.sort === 'popularity' && a.popularity !== b.popularity
      ? b.popularity - a.popularity
      : byName(a.title, b.title),
  );
}

/** True when a category is popular enough for a star (popularity 90 or more). */
export function isStarCategory(category: Pick<CommandCategory, 'popularity'>): boolean {
  return category.popularity >= STAR_POPULARITY_THRESHOLD;
}
