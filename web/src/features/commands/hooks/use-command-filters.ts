// The Command Center's state: search, category filter, sort, view and which categories are open.
import { useMemo, useState } from 'react';
import type { CommandCategory, CommandCategoryId } from '#shared/schemas/catalog';
import { useOpenSet } from '#web/lib/use-open-set';
import {
  type CommandCategoryFilter,
  type CommandQuery,
  type CommandSort,
  DEFAULT_COMMAND_QUERY,
  searchCommands,
} from '../logic/command-search';

/** How commands are laid out inside an open category. */
export type CommandView = 'grid' | 'list';
/** The layout the page starts with. */
export const DEFAULT_COMMAND_VIEW: CommandView = 'grid';
/** The only category open when the page loads (spec section 4). */
export const INITIALLY_OPEN_CATEGORY: CommandCategoryId = 'moderation';

/** Everything the toolbar and the category list read and change. */
export interface CommandFilters {
  query: CommandQuery;
  view: CommandView;
  /** The categories to show, filtered and sorted. */
  shown: CommandCategory[];
  open: ReadonlySet<CommandCategoryId>;
  /** True when search, category, sort or view differs from its default (the reset control shows). */
  changed: boolean;
  setSearch: (search: string) => void;
  setCategory: (category: CommandCategoryFilter) => void;
  setSort: (sort: CommandSort) => void;
  setView: (view: CommandView) => void;
  toggle: (id: CommandCategoryId) => void;
  reset: () => void;
}

/**
 * State of the Command Center over `categories`. Searching opens the categories that match and
 * picking a category opens it, so results are never hidden in a closed category; reset restores
 * search, category, sort and view but leaves open categories as they are.
 */
export function useCommandFilters(categories: readonly CommandCategory[]): CommandFilters {
  const [query, setQuery] = useState<CommandQuery>(DEFAULT_COMMAND_QUERY);
  const [view, setView] = useState<CommandView>(DEFAULT_COMMAND_VIEW);
  const { open, toggle, openAlso } = useOpenSet<CommandCategoryId>([INITIALLY_OPEN_CATEGORY]);
  const shown = useMemo(() => searchCommands(categories, query), [categories, query]);
  const changed =
    view !== DEFAULT_COMMAND_VIEW ||
    (Object.keys(DEFAULT_COMMAND_QUERY) as (keyof CommandQuery)[]).some(
      (key) => query[key] !== DEFAULT_COMMAND_QUERY[key],
    );
  return {
    query,
    view,
    shown,
    open,
    changed,
    setSearch: (search) => {
      const next = { ...query, search };
      setQuery(next);
      if (search.trim()) openAlso(searchCommands(categories, next).map((category) => category.id));
    },
    setCategory: (category) => {
      setQuery({ ...query, category });
      if (category !== 'all') openAlso([category]);
    },
    setSort: (sort) => setQuery({ ...query, sort }),
    setView,
    toggle,
    reset: () => {
      setQuery(DEFAULT_COMMAND_QUERY);
      setView(DEFAULT_COMMAND_VIEW);
    },
  };
}
