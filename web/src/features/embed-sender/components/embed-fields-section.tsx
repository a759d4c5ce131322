// Embed editor: the list of fields, up to Discord's 25, with add, reorder, duplicate and remove.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { type EmbedFieldDraft, emptyField, newFieldId } from '#shared/logic/embed-draft';
import type { EmbedSectionProps } from './editor-types';
import { EmbedFieldRow, type FieldRowActions } from './embed-field-row';
import { EmbedSection } from './embed-section';

function actionsFor(index: number, onChange: EmbedSectionProps['onChange']): FieldRowActions {
  const edit = (recipe: (fields: EmbedFieldDraft[]) => void) => onChange((embed) => recipe(embed.fields));
  return {
    change: (patch) => edit((fields) => Object.assign(fields[index] ?? {}, patch)),
    move: (offset) =>
      edit((fields) => {
        const [field] = fields.splice(index, 1);
        if (field) fields.splice(index + offset, 0, field);
      }),
    duplicate: () =>
      edit((fields) => {
        const field = fields[index];
        if (field) fields.splice(index + 1, 0, { ...field, id: newFieldId() });
      }),
    remove: () => edit((fields) => void fields.splice(index, 1)),
  };
}

/** The fields; 'Add field' is disabled once there are 25. */
export function EmbedFieldsSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  const { fields } = embed;
  const canAdd = fields.length < L.embedFields;
  const title = (
    <>
      Fields{' '}
      <span
        className={`counted-field__count${fields.length > L.embedFields ? ' counted-field__count--over' : ''}`}
      >
        {fields.length}/{L.embedFields}
      </span>
    </>
  );
  return (
    <EmbedSection title={title}>
      {fields.length > 0 && (
        <ol className="embed-fields">
          {fields.map((field, index) => (
            <EmbedFieldRow
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              canAdd={canAdd}
              actions={actionsFor(index, onChange)}
              problemAt={problemAt}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!canAdd}
        onClick={() =>
          onChange((draft) => {
            draft.fields.push(emptyField());
          })
        }
      >
        Add field
      </button>
    </EmbedSection>
  );
}
