// One configurable role: its purpose, command, current assignment and the select that saves on change.

import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import type { Role } from '#shared/schemas/resources';
import { Panel } from '#web/components/panel';
import { StatusText } from '#web/components/status-text';
import { ROLE_CATEGORY_OF } from '../logic/role-categories';
import { CATEGORY_NAMES, ROLE_PAGE_TEXTS, ROLE_TEXTS } from '../texts';

/** A role's colour as CSS, or undefined for Discord's 'no colour' (0). */
export function roleColor(color: number): string | undefined {
  return color ? `#${color.toString(16).padStart(6, '0')}` : undefined;
}

/** Props: the role key, the assigned role id, the server's roles and the save state. */
export interface RoleCardProps {
  roleKey: ConfigurableRoleKey;
  assignedId: string | null;
  roles: Role[];
  saving: boolean;
  /** True while the page shows demo data: the select cannot save. */
  locked: boolean;
  onChange: (roleId: string | null) => void;
}

/**
 * The card; an assigned id the server no longer has is listed as an unknown role. While its save
 * runs the select is aria-disabled and ignores changes, rather than disabled, so it keeps the
 * keyboard focus (a disabled control drops it to the page) and Ctrl/Cmd+S can save it again.
 */
export function RoleCard({ roleKey, assignedId, roles, saving, locked, onChange }: RoleCardProps) {
  const { name, description } = ROLE_TEXTS[roleKey];
  const category = ROLE_CATEGORY_OF[roleKey];
  const assigned = assignedId ? roles.find((role) => role.id === assignedId) : undefined;
  const selectId = `rc-select-${roleKey}`;
  return (
    <Panel
      as="li"
      variant="compact"
      className="rc-card flex column"
      busy={saving}
      title={name}
      actions={category && <span className="rc-card__tag muted fs-75">{CATEGORY_NAMES[category]}</span>}
    >
      <p className="rc-card__text muted fs-90">{description}</p>
      <p className="rc-card__text muted fs-90">
        {ROLE_PAGE_TEXTS.command}: <code className="mono">{roleKey}</code>
      </p>
      <p className="rc-card__current flex items-center gap-40 semibold">
        <span className="rc-dot" style={{ background: assigned ? roleColor(assigned.color) : undefined }} />
        {assignedId
          ? (assigned?.name ?? ROLE_PAGE_TEXTS.unknownRole(assignedId))
          : ROLE_PAGE_TEXTS.noRoleAssigned}
      </p>
      <label className="visually-hidden" htmlFor={selectId}>
        {ROLE_PAGE_TEXTS.assignedLabel(name)}
      </label>
      <select
        id={selectId}
        className="field rc-card__select w-full"
        value={assignedId ?? ''}
        disabled={locked}
        aria-disabled={saving || undefined}
        onChange={(event) => {
          if (!saving) onChange(event.target.value || null);
        }}
      >
        <option value="">{ROLE_PAGE_TEXTS.noRoleAssigned}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id} style={{ color: roleColor(role.color) }}>
            {role.name}
          </option>
        ))}
        {assignedId && !assigned && (
          <option value={assignedId}>{ROLE_PAGE_TEXTS.unknownRole(assignedId)}</option>
        )}
      </select>
      {saving && (
        <StatusText as="span" className="rc-card__saving muted fs-85">
          {ROLE_PAGE_TEXTS.saving}
        </StatusText>
      )}
    </Panel>
  );
}
