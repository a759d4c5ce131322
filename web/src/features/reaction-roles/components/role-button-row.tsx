// One role button of the reaction-role message: role, label, emoji and style, with its warnings.
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { BUTTON_STYLES } from '#shared/schemas/reaction-roles';
import type { CustomEmoji, Role } from '#shared/schemas/resources';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { rowFieldBinder } from '#web/components/bind-row-field';
import { Panel } from '#web/components/panel';
import { RowActionButton } from '#web/components/row-action-button';
import { SelectField } from '#web/components/select-field';
import {
  isCompleteRoleButton,
  type RoleButtonDraft,
  type RoleButtonStyle,
} from '#web/lib/embed/reaction-role-payload';
import { ROW_TEXTS, RR_TEXTS } from '../texts';
import { EmojiInput } from './emoji-input';

interface RoleButtonRowProps {
  row: RoleButtonDraft;
  index: number;
  roles: readonly Role[];
  emojis: readonly CustomEmoji[];
  botHighestRolePosition: number | undefined;
  canRemove: boolean;
  problemAt: (path: string) => string | undefined;
  onChange: (patch: Partial<Omit<RoleButtonDraft, 'id'>>) => void;
  onRemove: () => void;
}

/** The style choices in the active locale: 1 Primary, 2 Secondary, 3 Success, 4 Danger. */
function styleOptions(): { value: string; label: string }[] {
  return Object.keys(BUTTON_STYLES).map((value) => ({
    value,
    label: ROW_TEXTS.styles[Number(value) as keyof typeof ROW_TEXTS.styles],
  }));
}

/** Renders button `index + 1`; warns when the bot's highest role is not above the chosen role. */
export function RoleButtonRow({
  row,
  index,
  roles,
  emojis,
  botHighestRolePosition,
  canRemove,
  problemAt,
  onChange,
  onRemove,
}: RoleButtonRowProps) {
  const n = index + 1;
  const role = roles.find((item) => item.id === row.roleId);
  const tooHigh =
    role !== undefined && botHighestRolePosition !== undefined && role.position >= botHighestRolePosition;
  const incomplete =
    !isCompleteRoleButton(row) && Boolean(row.roleId || row.label.trim() || row.emoji.trim());
  const bind = rowFieldBinder(row, `roles.${index}`, problemAt, onChange);
  return (
    <Panel as="li" variant="compact">
      <div className="rr-row__header flex items-center between">
        <span className="rr-row__title bold">{ROW_TEXTS.title(n)}</span>
        <RowActionButton action="remove" label={ROW_TEXTS.remove(n)} locked={!canRemove} onClick={onRemove}>
          ✕
        </RowActionButton>
      </div>
      <div className="tool-columns grid gap-4">
        <SelectField
          label={ROW_TEXTS.role(n)}
          options={[
            { value: '', label: ROW_TEXTS.chooseRole },
            ...roles.map((item) => ({ value: item.id, label: item.name })),
          ]}
          {...bind('roleId')}
        />
        <MentionField
          syntax="plain"
          label={ROW_TEXTS.label(n)}
          max={DISCORD_LIMITS.buttonLabel}
          {...bind('label')}
        />
        <EmojiInput
          label={ROW_TEXTS.emoji(n)}
          pickLabel={ROW_TEXTS.pickEmoji(n)}
          value={row.emoji}
          emojis={emojis}
          onChange={(emoji) => onChange({ emoji })}
        />
        <SelectField
          label={ROW_TEXTS.style(n)}
          value={String(row.style)}
          options={styleOptions()}
          onChange={(style) => onChange({ style: Number(style) as RoleButtonStyle })}
        />
      </div>
      {tooHigh && role && (
        <p className="rr-warning fs-85" role="note">
          {ROW_TEXTS.roleTooHigh(role.name)}
        </p>
      )}
      {incomplete && <p className="faint fs-80">{RR_TEXTS.rowIncomplete}</p>}
    </Panel>
  );
}
