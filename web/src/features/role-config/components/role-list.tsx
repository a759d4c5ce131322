// The filtered list of role cards with its search and category filter, or 'No roles found'.

import { useState } from 'react';
import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import type { RolePageData } from '../api/use-role-page';
import { ROLE_CATEGORY_OF, type RoleCategory } from '../logic/role-categories';
import { ROLE_PAGE_TEXTS, ROLE_TEXTS } from '../texts';
import { RoleCard } from './role-card';
import { RoleFilters } from './role-filters';

/** Props: the loaded data, which keys are saving and the selection handler. */
export interface RoleListProps {
  data: RolePageData;
  saving: Partial<Record<ConfigurableRoleKey, boolean>>;
  onChange: (key: ConfigurableRoleKey, roleId: string | null) => void;
}

/** The keys shown: in `category` (any for 'all'), matching `query` by name, key, purpose or assigned role. */
export function visibleRoleKeys(data: RolePageData, query: string, category: RoleCategory) {
  const needle = query.trim().toLowerCase();
  return CONFIGURABLE_ROLE_KEYS.filter((key) => {
    if (category !== 'all' && ROLE_CATEGORY_OF[key] !== category) return false;
    if (!needle) return true;
    const assigned = data.roles.find((role) => role.id === data.config[key]);
    const haystack = [key, ROLE_TEXTS[key].name, ROLE_TEXTS[key].description, assigned?.name ?? ''];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

/**
 * Filters and cards; the search and category start empty and 'all', and hold while the list stays
 * (a refresh keeps it). Selects are locked while the page shows demo data.
 */
export function RoleList({ data, saving, onChange }: RoleListProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<RoleCategory>('all');
  const keys = visibleRoleKeys(data, query, category);
  return (
    <section aria-label={ROLE_PAGE_TEXTS.title} className="stack stack--large">
      <RoleFilters query={query} category={category} onQuery={setQuery} onCategory={setCategory} />
      {keys.length === 0 ? (
        <div className="rc-empty center">
          <h2 className="mb-1">{ROLE_PAGE_TEXTS.noRoles}</h2>
          <p className="muted mb-1">{ROLE_PAGE_TEXTS.noRolesText}</p>
        </div>
      ) : (
        <ul className="stack stack--large rc-grid">
          {keys.map((key) => (
            <RoleCard
              key={key}
              roleKey={key}
              assignedId={data.config[key] ?? null}
              roles={data.roles}
              saving={saving[key] === true}
              locked={data.demo}
              onChange={(roleId) => onChange(key, roleId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
