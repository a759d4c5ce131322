// The Command Center's controls: search, category filter, sort, grid/list view and reset.
import type { CommandCategory } from '#shared/catalog/command-types';
import type { CommandFilters, CommandView } from '../hooks/use-command-filters';
import type { CommandCategoryFilter, CommandSort } from '../logic/command-search';
import { COMMANDS_TEXTS } from '../texts';

const VIEWS: readonly CommandView[] = ['grid', 'list'];

/** The toolbar; Reset shows only while something differs from the defaults. */
export function CommandToolbar({
  filters,
  categories,
}: {
  filters: CommandFilters;
  categories: readonly CommandCategory[];
}) {
  return (
    <div className="commands-toolbar">
      <label className="commands-toolbar__search">
        <span className="visually-hidden">{COMMANDS_TEXTS.searchLabel}</span>
        <input
          className="site-input"
          type="search"
          value={filters.query.search}
          placeholder={COMMANDS_TEXTS.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => filters.setSearch(event.target.value)}
        />
      </label>
      <label className="commands-toolbar__field">
        <span>{COMMANDS_TEXTS.categoryLabel}</span>
        <select
          className="site-input"
          value={filters.query.category}
          onChange={(event) => filters.setCategory(event.target.value as CommandCategoryFilter)}
        >
          <option value="all">{COMMANDS_TEXTS.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
      </label>
      <label className="commands-toolbar__field">
        <span>{COMMANDS_TEXTS.sortLabel}</span>
        <select
          className="site-input"
          value={filters.query.sort}
          onChange={(event) => filters.setSort(event.target.value as CommandSort)}
        >
          {(Object.keys(COMMANDS_TEXTS.sortOptions) as CommandSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {COMMANDS_TEXTS.sortOptions[sort]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="commands-toolbar__views">
        <legend className="visually-hidden">{COMMANDS_TEXTS.viewLabel}</legend>
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={filters.view === view}
            onClick={() => filters.setView(view)}
          >
            {COMMANDS_TEXTS.viewOptions[view]}
          </button>
        ))}
      </fieldset>
      {filters.changed && (
        <button type="button" className="button button--secondary" onClick={filters.reset}>
          {COMMANDS_TEXTS.reset}
        </button>
      )}
    </div>
  );
}
