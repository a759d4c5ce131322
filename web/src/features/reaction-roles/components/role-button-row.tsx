// One role button of the reaction-role message: role, label, emoji and style, with its warnings.
import { useId } from 'react';
import { DISCORD_LIMITS } from '../../../../../shared/constants/limits';
import {
  isCompleteRoleButton,
  type RoleButtonDraft,
  type RoleButtonStyle,
} from '../../../../../shared/logic/reaction-role-payload';
import { BUTTON_STYLES } from '../../../../../shared/schemas/reaction-roles';
import type { CustomEmoji, Role } from '../../../../../shared/schemas/resources';
import { CountedField } from '../../../components/counted-field';
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

const STYLE_ENTRIES = Object.entries(BUTTON_STYLES).map(
  ([value, name]) => [Number(value) as RoleButtonStyle, name] as const,
);

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
  const id = useId();
  const n = index + 1;
  const role = roles.find((item) => item.id === row.roleId);
  const tooHigh =
    role !== undefined && botHighestRolePosition !== undefined && role.position >= botHighestRolePosition;
  const incomplete =
    !isCompleteRoleButton(row) && Boolean(row.roleId || row.label.trim() || row.emoji.trim());
  const roleProblem = problemAt(`roles.${index}.roleId`);
  return (
    <li className="rr-row">
      <div className="rr-row__header">
        <span className="rr-row__title">{ROW_TEXTS.title(n)}</span>
        <button
          type="button"
          className="tool-icon-button tool-icon-button--danger"
          aria-label={ROW_TEXTS.remove(n)}
          disabled={!canRemove}
          onClick={onRemove}
        >
          ✕
        </button>
      </div>
      <div className="tool-columns">
        <div className="counted-field">
          <label htmlFor={`${id}-role`} className="counted-field__label">
            {ROW_TEXTS.role(n)}
          </label>
          <select
            id={`${id}-role`}
            className="counted-field__input"
            value={row.roleId}
            aria-invalid={Boolean(roleProblem) || tooHigh}
            onChange={(event) => onChange({ roleId: event.target.value })}
          >
            <option value="">{ROW_TEXTS.chooseRole}</option>
            {roles.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {roleProblem && <p className="counted-field__error">{roleProblem}</p>}
        </div>
        <CountedField
          label={ROW_TEXTS.label(n)}
          value={row.label}
          max={DISCORD_LIMITS.buttonLabel}
          error={problemAt(`roles.${index}.label`)}
          onChange={(label) => onChange({ label })}
        />
        <EmojiInput
          label={ROW_TEXTS.emoji(n)}
          pickLabel={ROW_TEXTS.pickEmoji(n)}
          value={row.emoji}
          emojis={emojis}
          onChange={(emoji) => onChange({ emoji })}
        />
        <div className="counted-field">
          <label htmlFor={`${id}-style`} className="counted-field__label">
            {ROW_TEXTS.style(n)}
          </label>
          <select
            id={`${id}-style`}
            className="counted-field__input"
            value={row.style}
            onChange={(event) => onChange({ style: Number(event.target.value) as RoleButtonStyle })}
          >
            {STYLE_ENTRIES.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {tooHigh && role && (
        <p className="rr-warning" role="note">
          {ROW_TEXTS.roleTooHigh(role.name)}
        </p>
      )}
      {incomplete && <p className="counted-field__hint">{RR_TEXTS.rowIncomplete}</p>}
    </li>
  );
}
