// Message tab: the message text (with a counter and variable insertion) and the 'Enable Embed' switch.
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeProblems } from '../hooks/use-welcome-problems';
import { useVariableInsertion } from '../hooks/variable-insertion';
import { WELCOME_TEXTS as T } from '../texts';
import { ToggleRow } from './toggle-row';

/** Renders the tab. */
export function MessageTab() {
  const { draft, update, updateEmbed } = useWelcomeDraft();
  const { messageFor } = useWelcomeProblems();
  const { bind } = useVariableInsertion();
  return (
    <div className="stack stack--large">
      <MentionField
        label={T.message}
        value={draft.message}
        onChange={(message) => update({ message })}
        max={DISCORD_LIMITS.content}
        multiline
        rows={6}
        placeholder={T.messagePlaceholder}
        error={messageFor('message')}
        {...bind('message', (message) => update({ message }))}
      />
      <ToggleRow
        label={T.enableEmbed}
        hint={T.enableEmbedHint}
        checked={draft.embed.enabled}
        onChange={(enabled) => updateEmbed({ enabled })}
      />
    </div>
  );
}
