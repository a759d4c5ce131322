// A select of the channels a message can be sent to, shown as '#name'.
import type { Channel } from '#shared/schemas/resources';
import { useAnnounceChange } from '../lib/a11y/announcer';
import { SelectField } from './select-field';

/** Props: the channels to offer (already filtered to text and announcement), the chosen id. */
export interface ChannelSelectProps {
  channels: readonly Channel[];
  value: string;
  onChange: (channelId: string) => void;
  label?: string;
  loading?: boolean;
}

/** Renders the select with a 'Select a channel' first option ('Loading channels...' while loading, announced politely). */
export function ChannelSelect({
  channels,
  value,
  onChange,
  label = 'Channel',
  loading = false,
}: ChannelSelectProps) {
  const loadingText = 'Loading channels...';
  useAnnounceChange(loading ? loadingText : null);
  const options = [
    { value: '', label: loading ? loadingText : 'Select a channel' },
    ...channels.map((channel) => ({ value: channel.id, label: `#${channel.name}` })),
  ];
  return <SelectField label={label} value={value} options={options} onChange={onChange} />;
}
