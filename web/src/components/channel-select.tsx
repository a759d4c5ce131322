// A select of the channels a message can be sent to, shown as '#name'.
import { useId } from 'react';
import type { Channel } from '../../../shared/schemas/resources';
import './counted-field.css';

/** Props: the channels to offer (already filtered to text and announcement), the chosen id. */
export interface ChannelSelectProps {
  channels: readonly Channel[];
  value: string;
  onChange: (channelId: string) => void;
  label?: string;
  loading?: boolean;
  disabled?: boolean;
}

/** Renders the select with a 'Select a channel' placeholder (or 'Loading channels...'). */
export function ChannelSelect({
  channels,
  value,
  onChange,
  label = 'Channel',
  loading = false,
  disabled,
}: ChannelSelectProps) {
  const id = useId();
  return (
    <div className="counted-field">
      <label htmlFor={id} className="counted-field__label">
        {label}
      </label>
      <select
        id={id}
        className="counted-field__input"
        value={value}
        disabled={disabled || loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading channels...' : 'Select a channel'}</option>
        {channels.map((channel) => (
          <option key={channel.id} value={channel.id}>
            #{channel.name}
          </option>
        ))}
      </select>
    </div>
  );
}
