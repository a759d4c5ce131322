// Message tab: the message text (with a counter and variable insertion) and the 'Enable Embed' switch.
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { useWelcomeFields } from '../hooks/use-welcome-fields';
import { WELCOME_TEXTS as T } from '../texts';
import { ToggleRow } from './toggle-row';

/** Renders the tab. */
export function MessageTab() {
  const { text, toggle } = useWelcomeFields();
  return (
    <div className="stack stack--large">
      <MentionField
        label={T.message}
        max={DISCORD_LIMITS.content}
        multiline
        rows={6}
        placeholder={T.messagePlaceholder}
        {...text('message')}
      />
      <ToggleRow label={T.enableEmbed} hint={T.enableEmbedHint} {...toggle('embed.enabled')} />
    </div>
  );
}
