// The add form: trigger and response with counters; submit disabled while busy, blank or a duplicate.
import type { FormEvent } from 'react';
import { DISCORD_LIMITS } from '../../../../../shared/constants/limits';
import { isDuplicateTrigger } from '../../../../../shared/logic/autoresponder-draft';
import { TRIGGER_MAX_LENGTH } from '../../../../../shared/schemas/autoresponders';
import { CountedField } from '../../../components/counted-field';
import type { StoredAutoresponder } from '../api/list-autoresponders';
import { AUTORESPONDER_TEXTS as T } from '../texts';

/** The draft being typed. */
export interface AutoresponderDraft {
  trigger: string;
  response: string;
}

interface AutoresponderFormProps {
  id: string;
  draft: AutoresponderDraft;
  onChange: (draft: AutoresponderDraft) => void;
  existing: readonly StoredAutoresponder[];
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Controlled form; it never sends by itself, `onSubmit` does (also on Enter in the trigger). */
export function AutoresponderForm({
  id,
  draft,
  onChange,
  existing,
  busy,
  onSubmit,
  onCancel,
}: AutoresponderFormProps) {
  const blank = !draft.trigger.trim() || !draft.response.trim();
  const duplicate = isDuplicateTrigger(existing, draft.trigger);
  const tooLong =
    draft.trigger.trim().length > TRIGGER_MAX_LENGTH || draft.response.trim().length > DISCORD_LIMITS.content;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} className="ar-form" onSubmit={submit} aria-label="New autoresponder">
      <CountedField
        label={T.trigger}
        value={draft.trigger}
        onChange={(trigger) => onChange({ ...draft, trigger })}
        max={TRIGGER_MAX_LENGTH}
        placeholder={T.triggerPlaceholder}
        error={duplicate ? T.duplicate(draft.trigger.trim()) : undefined}
      />
      <CountedField
        label={T.response}
        value={draft.response}
        onChange={(response) => onChange({ ...draft, response })}
        max={DISCORD_LIMITS.content}
        multiline
        rows={3}
        placeholder={T.responsePlaceholder}
      />
      <div className="ar-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {T.closeForm}
        </button>
        <button type="submit" className="button" disabled={busy || blank || duplicate || tooLong}>
          {busy ? T.submitting : T.submit}
        </button>
      </div>
    </form>
  );
}
