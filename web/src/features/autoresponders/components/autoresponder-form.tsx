// The add form: trigger and response with counters; submit disabled while blank, refused or a duplicate, the form locked while busy.
import type { FormEvent } from 'react';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { autoresponderSchema, TRIGGER_MAX_LENGTH } from '#shared/schemas/autoresponders';
import { ActionRow } from '#web/components/action-row';
import { CountedField } from '#web/components/counted-field';
import type { StoredAutoresponder } from '../api/list-autoresponders';
import { isDuplicateTrigger } from '../logic/autoresponder-draft';
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

/** What the bot API would refuse in a non-blank part: too long, or a "." or ".." trigger. */
function partProblems(draft: AutoresponderDraft): { trigger?: string; response?: string } {
  const parsed = autoresponderSchema.safeParse(draft);
  const problems: { trigger?: string; response?: string } = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const part = issue.path[0] === 'trigger' ? 'trigger' : 'response';
    if (!draft[part].trim() || problems[part]) continue;
    if (part === 'response') problems.response = T.responseTooLong(DISCORD_LIMITS.content);
    else problems.trigger = issue.code === 'custom' ? T.triggerDots : T.triggerTooLong(TRIGGER_MAX_LENGTH);
  }
  return problems;
}

/**
 * Controlled form; it never sends by itself, `onSubmit` does (also on Enter in the trigger). While
 * `busy` the fields are read-only and Cancel and submit locked (aria-disabled, presses ignored), so
 * nothing changes and the focus stays where it is.
 */
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
  const problems = partProblems(draft);
  const refused = Boolean(problems.trigger || problems.response);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form id={id} className="well ar-form grid p-4" onSubmit={submit} aria-label={T.formLabel}>
      <CountedField
        label={T.trigger}
        value={draft.trigger}
        onChange={(trigger) => onChange({ ...draft, trigger })}
        max={TRIGGER_MAX_LENGTH}
        placeholder={T.triggerPlaceholder}
        error={duplicate ? T.duplicate(draft.trigger.trim()) : problems.trigger}
        readOnly={busy}
      />
      <CountedField
        label={T.response}
        value={draft.response}
        onChange={(response) => onChange({ ...draft, response })}
        max={DISCORD_LIMITS.content}
        multiline
        rows={3}
        placeholder={T.responsePlaceholder}
        error={problems.response}
        readOnly={busy}
      />
      <ActionRow
        className="ar-form__actions flex wrap gap-3 justify-end"
        busy={busy}
        secondary={{ label: T.closeForm, onPress: onCancel }}
        primary={{
          label: T.submit,
          busyText: T.submitting,
          type: 'submit',
          disabled: blank || duplicate || refused,
        }}
      />
    </form>
  );
}
