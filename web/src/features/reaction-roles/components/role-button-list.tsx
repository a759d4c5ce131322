// The role buttons of the draft: up to five rows and the 'Add Role' button.
import { REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import type { ServerResources } from '#shared/schemas/resources';
import { LockableButton } from '#web/components/lockable-button';
import { RowList, useRowFocus } from '#web/components/row-list';
import { emptyRoleButton, type RoleButtonDraft } from '#web/lib/embed/reaction-role-payload';
import { formatUsage } from '#web/lib/i18n/format-count';
import { RR_TEXTS } from '../texts';
import { RoleButtonRow } from './role-button-row';

interface RoleButtonListProps {
  rows: RoleButtonDraft[];
  roles: ServerResources['roles'];
  emojis: ServerResources['emojis'];
  botHighestRolePosition: number | undefined;
  problemAt: (path: string) => string | undefined;
  onChange: (rows: RoleButtonDraft[]) => void;
}

/**
 * Renders the rows; 'Add Role' is locked at five (it keeps the focus that added the fifth), where
 * 'Maximum 5 roles per message' shows. A removed row's remove button hands the focus to the one of
 * the row now in its place, else the row before.
 */
export function RoleButtonList({
  rows,
  roles,
  emojis,
  botHighestRolePosition,
  problemAt,
  onChange,
}: RoleButtonListProps) {
  const full = rows.length >= REACTION_ROLE_LIMIT;
  const { list, focusRow } = useRowFocus();
  return (
    <div className="rr-buttons grid gap-4 min-w-0">
      <h2 className="rr-buttons__heading fs-105">
        {RR_TEXTS.buttonsHeading}{' '}
        <span className="counted-field__count faint fs-75">
          {formatUsage(rows.length, REACTION_ROLE_LIMIT)}
        </span>
      </h2>
      <RowList rows={rows} listRef={list}>
        {(row, index) => (
          <RoleButtonRow
            row={row}
            index={index}
            roles={roles}
            emojis={emojis}
            botHighestRolePosition={botHighestRolePosition}
            canRemove={rows.length > 1}
            problemAt={problemAt}
            onChange={(patch) =>
              onChange(rows.map((item) => (item.id === row.id ? { ...item, ...patch } : item)))
            }
            onRemove={() => {
              onChange(rows.filter((item) => item.id !== row.id));
              focusRow(index, 'remove');
            }}
          />
        )}
      </RowList>
      <div className="cluster">
        <LockableButton
          type="button"
          className="button button--secondary"
          locked={full}
          onClick={() => onChange([...rows, emptyRoleButton()])}
        >
          {RR_TEXTS.addRole}
        </LockableButton>
        {full && <p className="faint fs-80">{RR_TEXTS.tooManyRoles}</p>}
      </div>
    </div>
  );
}
