// Reads a channel list out of the shapes the bot API answers with, and keeps the channels a message can go to.
import { OFFERED_CHANNEL_TYPES } from '../constants/limits';
import { type Channel, channelSchema } from '../schemas/resources';

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The channels in `reply`: an array, or `{ channels }`, `{ data }`, `{ data: { channels } }` or
 * `{ guild: { channels } }`. Items that are not `{ id, name, type }` are skipped; no list gives [].
 */
export function readChannelList(reply: unknown): Channel[] {
  const root = asObject(reply);
  const data = root.data;
  const candidates = [reply, root.channels, data, asObject(data).channels, asObject(root.guild).channels];
  const list = candidates.find(Array.isArray) ?? [];
  return list.flatMap((item) => {
    const parsed = channelSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The text (0) and announcement (5) channels, in the given order. */
export function offeredChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter((channel) => (OFFERED_CHANNEL_TYPES as readonly number[]).includes(channel.type));
}
