// The timeline's filters (tool and admin) and its export links.
import { apiUrl } from '#shared/api-routes';
import { HISTORY_TOOLS } from '#shared/constants/history';
import { SelectField } from '#web/components/select-field';
import type { HistoryFilters as Filters } from '../api/get-history';
import { HISTORY_TEXTS as T, TOOL_NAMES } from '../texts';

/** Props: the filters, who can be filtered on, and where the export links point. */
export interface HistoryFiltersProps {
  serverId: string;
  filters: Filters;
  admins: readonly { id: string; name: string }[];
  onChange: (filters: Filters) => void;
}

/** The two selects and the JSON/CSV export links (downloads of GET /api/history/{id}/export). */
export function HistoryFilters({ serverId, filters, admins, onChange }: HistoryFiltersProps) {
  const exportHref = (format: 'json' | 'csv') =>
    apiUrl(`/history/${encodeURIComponent(serverId)}/export?format=${format}`);
  return (
    <div className="cluster history-filters gap-4 items-end">
      <SelectField
        label={T.toolFilter}
        value={filters.tool}
        options={[
          { value: '', label: T.allTools },
          ...HISTORY_TOOLS.map((tool) => ({ value: tool, label: TOOL_NAMES[tool] })),
        ]}
        onChange={(tool) => onChange({ ...filters, tool: tool as Filters['tool'] })}
      />
      <SelectField
        label={T.adminFilter}
        value={filters.admin}
        options={[{ value: '', label: T.allAdmins }, ...admins.map((a) => ({ value: a.id, label: a.name }))]}
        onChange={(admin) => onChange({ ...filters, admin })}
      />
      <div className="history-filters__exports flex gap-2 ms-auto">
        <a className="button button--secondary" href={exportHref('json')} download>
          {T.exportJson}
        </a>
        <a className="button button--secondary" href={exportHref('csv')} download>
          {T.exportCsv}
        </a>
      </div>
    </div>
  );
}
