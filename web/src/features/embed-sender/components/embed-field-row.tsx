// Embed editor: one field with its name, value, inline toggle and row actions.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { rowFieldBinder } from '#web/components/bind-row-field';
import { RowActionButton } from '#web/components/row-action-button';
import type { EmbedFieldDraft } from '#web/lib/embed/embed-draft';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';

/**
 * Row actions a field offers; moves are locked at the ends, duplicate when the list is full (locked
 * buttons keep the focus: moving a field to the top leaves it on its locked 'up').
 */
export interface FieldRowActions {
  change: (patch: Partial<Omit<EmbedFieldDraft, 'id'>>) => void;
  move: (offset: -1 | 1) => void;
  duplicate: () => void;
  remove: () => void;
}

interface EmbedFieldRowProps {
  field: EmbedFieldDraft;
  index: number;
  count: number;
  canAdd: boolean;
  actions: FieldRowActions;
  problemAt: (path: string) => string | undefined;
}

/** Renders field `index + 1` of `count`. */
export function EmbedFieldRow({ field, index, count, canAdd, actions, problemAt }: EmbedFieldRowProps) {
  const number = index + 1;
  const incomplete = Boolean(field.name.trim()) !== Boolean(field.value.trim());
  const bind = rowFieldBinder(field, `fields.${index}`, problemAt, actions.change);
  return (
    <li className="well embed-field grid gap-60 p-3">
      <div className="split embed-field__header gap-2">
        <span className="embed-field__title bold">{T.fieldHeading(number)}</span>
        <div className="embed-field__actions flex gap-1">
          <RowActionButton
            action="up"
            label={T.moveFieldUp(number)}
            locked={index === 0}
            onClick={() => actions.move(-1)}
          >
            ↑
          </RowActionButton>
          <RowActionButton
            action="down"
            label={T.moveFieldDown(number)}
            locked={index === count - 1}
            onClick={() => actions.move(1)}
          >
            ↓
          </RowActionButton>
          <RowActionButton
            action="duplicate"
            label={T.duplicateField(number)}
            locked={!canAdd}
            onClick={actions.duplicate}
          >
            <svg
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
            >
              <rect x="5" y="5" width="9" height="9" rx="1.5" strokeWidth="1.5" />
              <path d="M2.5 11V3.5a1 1 0 0 1 1-1H11" strokeWidth="1.5" />
            </svg>
          </RowActionButton>
          <RowActionButton
            action="remove"
            label={T.removeField(number)}
            locked={false}
            onClick={actions.remove}
          >
            ✕
          </RowActionButton>
        </div>
      </div>
      <MentionField syntax="title" label={T.fieldName(number)} max={L.fieldName} {...bind('name')} />
      <MentionField
        label={T.fieldValue(number)}
        max={L.fieldValue}
        multiline
        rows={2}
        hint={incomplete ? EMBED_HINTS.fieldNeedsBoth : undefined}
        {...bind('value')}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={field.inline}
          onChange={(event) => actions.change({ inline: event.target.checked })}
        />
        {T.inline}
      </label>
    </li>
  );
}
