// Embed editor: the list of fields, up to Discord's 25, with add, reorder, duplicate and remove.

import { useRef } from 'react';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { LockableButton } from '#web/components/lockable-button';
import { RowList, useRowFocus } from '#web/components/row-list';
import { type EmbedFieldDraft, emptyField, newFieldId } from '#web/lib/embed/embed-draft';
import { formatUsage } from '#web/lib/i18n/format-count';
import { EMBED_LABELS as T } from '../texts';
import type { EmbedSectionProps } from './editor-types';
import { EmbedFieldRow, type FieldRowActions } from './embed-field-row';
import { EmbedSection } from './embed-section';

/** Focuses, after the next render, the control `action` of the row now at `index` (see `rowControl`). */
type FocusRow = (index: number, action: 'up' | 'down' | 'remove') => void;

/**
 * The actions of field `index`. A move keeps the focus on the moved field's button, a remove puts
 * it on the remove button of the field now in its place (else the one before, else 'Add field').
 */
function actionsFor(
  index: number,
  onChange: EmbedSectionProps['onChange'],
  focusRow: FocusRow,
): FieldRowActions {
  const edit = (recipe: (fields: EmbedFieldDraft[]) => void) => onChange((embed) => recipe(embed.fields));
  return {
    change: (patch) => edit((fields) => Object.assign(fields[index] ?? {}, patch)),
    move: (offset) => {
      edit((fields) => {
        const [field] = fields.splice(index, 1);
        if (field) fields.splice(index + offset, 0, field);
      });
      focusRow(index + offset, offset < 0 ? 'up' : 'down');
    },
    duplicate: () =>
      edit((fields) => {
        const field = fields[index];
        if (field) fields.splice(index + 1, 0, { ...field, id: newFieldId() });
      }),
    remove: () => {
      edit((fields) => void fields.splice(index, 1));
      focusRow(index, 'remove');
    },
  };
}

/** The fields; 'Add field' is locked once there are 25 (it keeps the focus that added the 25th). */
export function EmbedFieldsSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  const { fields } = embed;
  const canAdd = fields.length < L.embedFields;
  const addButton = useRef<HTMLButtonElement>(null);
  const { list, focusRow } = useRowFocus(() => addButton.current);
  const title = (
    <>
      {T.fields}{' '}
      <span
        className={`counted-field__count faint fs-75${fields.length > L.embedFields ? ' danger bold' : ''}`}
      >
        {formatUsage(fields.length, L.embedFields)}
      </span>
    </>
  );
  return (
    <EmbedSection title={title}>
      {fields.length > 0 && (
        <RowList rows={fields} listRef={list}>
          {(field, index) => (
            <EmbedFieldRow
              field={field}
              index={index}
              count={fields.length}
              canAdd={canAdd}
              actions={actionsFor(index, onChange, focusRow)}
              problemAt={problemAt}
            />
          )}
        </RowList>
      )}
      <LockableButton
        ref={addButton}
        type="button"
        className="button button--secondary"
        locked={!canAdd}
        onClick={() =>
          onChange((draft) => {
            draft.fields.push(emptyField());
          })
        }
      >
        {T.addField}
      </LockableButton>
    </EmbedSection>
  );
}
