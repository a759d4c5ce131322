// A select of the channels a message can be sent to, shown as '#name'.
import type { Channel } from '#shared/schemas/resources';
import { useAnnounceChange } from '../lib/a11y/announcer';
import { t } from '../lib/i18n/i18n';
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
  label = t('dashboard.channelSelect.label'),
  loading = false,
}: ChannelSelectProps) {
  const loadingText = t('dashboard.channelSelect.loading');
  useAnnounceChange(loading ? loadingText : null);
  const options = [
    { value: '', label: loading ? loadingText : t('dashboard.channelSelect.placeholder') },
    ...channels.map((channel) => ({ value: channel.id, label: `#${channel.name}` })),
  ];
  return <SelectField label={label} value={value} options={options} onChange={onChange} />;
}
