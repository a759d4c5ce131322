// The Command Center's controls: search, category filter, sort, grid/list view and reset.
import type { CommandCategory } from '#shared/schemas/catalog';
import { PressedButtons } from '#web/components/pressed-buttons';
import type { SelectFieldProps } from '#web/components/select-field';
import type { CommandFilters, CommandView } from '../hooks/use-command-filters';
import type { CommandCategoryFilter, CommandSort } from '../logic/command-search';
import { COMMANDS_TEXTS } from '../texts';

const VIEWS: readonly CommandView[] = ['grid', 'list'];
const SORTS: readonly CommandSort[] = ['name', 'popularity'];

/** A labelled select of the toolbar: a select field in the site's look, without notes. */
function ToolbarSelect(props: Omit<SelectFieldProps, 'hint' | 'error'>) {
  return (
    <label className="commands-toolbar__field">
      <span>{props.label}</span>
      <select
        className="site-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

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
      <ToolbarSelect
        label={COMMANDS_TEXTS.categoryLabel}
        value={filters.query.category}
        options={[
          { value: 'all', label: COMMANDS_TEXTS.allCategories },
          ...categories.map((category) => ({ value: category.id, label: category.title })),
        ]}
        onChange={(category) => filters.setCategory(category as CommandCategoryFilter)}
      />
      <ToolbarSelect
        label={COMMANDS_TEXTS.sortLabel}
        value={filters.query.sort}
        options={SORTS.map((sort) => ({
          value: sort,
          label: COMMANDS_TEXTS.sortOptions[sort],
        }))}
        onChange={(sort) => filters.setSort(sort as CommandSort)}
      />
      <PressedButtons
        legend={COMMANDS_TEXTS.viewLabel}
        className="commands-toolbar__views"
        choices={VIEWS}
        names={COMMANDS_TEXTS.viewOptions}
        active={filters.view}
        onSelect={filters.setView}
      />
      {filters.changed && (
        <button type="button" className="button button--secondary" onClick={filters.reset}>
          {COMMANDS_TEXTS.reset}
        </button>
      )}
    </div>
  );
}
