// The role page's search box ('Search roles...') and category filter.

import { SearchBox } from '#web/components/search-box';
import { ROLE_CATEGORIES, type RoleCategory } from '../logic/role-categories';
import { CATEGORY_NAMES, ROLE_PAGE_TEXTS } from '../texts';

/** Props: the current search text and category, and their setters. */
export interface RoleFiltersProps {
  query: string;
  category: RoleCategory;
  onQuery: (query: string) => void;
  onCategory: (category: RoleCategory) => void;
}

/** Search and the all / management / moderation / special / community toggle buttons. */
export function RoleFilters({ query, category, onQuery, onCategory }: RoleFiltersProps) {
  return (
    <div className="rc-filters">
      <SearchBox
        label={ROLE_PAGE_TEXTS.searchLabel}
        placeholder={ROLE_PAGE_TEXTS.search}
        value={query}
        onChange={onQuery}
      />
      <fieldset className="rc-filters__categories">
        <legend className="visually-hidden">{ROLE_PAGE_TEXTS.categoryLabel}</legend>
        {ROLE_CATEGORIES.map((value) => (
          <button
            key={value}
            type="button"
            className={`rc-chip${value === category ? ' rc-chip--active' : ''}`}
            aria-pressed={value === category}
            onClick={() => onCategory(value)}
          >
            {CATEGORY_NAMES[value]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
