// General tab: the enable switch and, once enabled, the welcome channel select.
import type { Channel } from '#shared/schemas/resources';
import { SelectField } from '#web/components/select-field';
import { useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeFields } from '../hooks/use-welcome-fields';
import { useWelcomeProblems } from '../hooks/use-welcome-problems';
import { WELCOME_TEXTS as T } from '../texts';
import { ToggleRow } from './toggle-row';

/** The channel options: 'Select a channel', each offered channel as #name, and a stored channel no longer listed. */
function channelOptions(channels: readonly Channel[], current: string) {
  const options = [
    { value: '', label: T.selectChannel },
    ...channels.map((c) => ({ value: c.id, label: `#${c.name}` })),
  ];
  if (current && !channels.some((channel) => channel.id === current)) {
    options.push({ value: current, label: T.unknownChannel(current) });
  }
  return options;
}

/** Renders the tab; `channelsFailed` adds a note under the select. */
export function GeneralTab({
  channels,
  channelsFailed,
}: {
  channels: readonly Channel[];
  channelsFailed: boolean;
}) {
  const { draft, update } = useWelcomeDraft();
  const { messageFor } = useWelcomeProblems();
  const { toggle } = useWelcomeFields();
  const channel = draft.channel ?? '';
  return (
    <div className="stack stack--large">
      <ToggleRow label={T.enable} hint={T.enableHint} {...toggle('enabled')} />
      {draft.enabled && (
        <SelectField
          label={T.channel}
          value={channel}
          options={channelOptions(channels, channel)}
          onChange={(value) => update({ channel: value })}
          hint={channelsFailed ? T.channelsFailed : undefined}
          error={messageFor('channel')}
        />
      )}
    </div>
  );
}
