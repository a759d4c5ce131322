// The role page's search box ('Search roles...') and category filter.

import { PressedButtons } from '#web/components/pressed-buttons';
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
    <div className="cluster">
      <SearchBox
        label={ROLE_PAGE_TEXTS.searchLabel}
        placeholder={ROLE_PAGE_TEXTS.search}
        value={query}
        onChange={onQuery}
      />
      <PressedButtons
        legend={ROLE_PAGE_TEXTS.categoryLabel}
        className="flex wrap gap-40"
        choices={ROLE_CATEGORIES}
        names={CATEGORY_NAMES}
        active={category}
        onSelect={onCategory}
        buttonClass={(_, active) => `well rc-chip pointer${active ? ' rc-chip--active' : ''}`}
      />
    </div>
  );
}
