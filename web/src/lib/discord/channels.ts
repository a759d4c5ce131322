// Reads channel lists in the shapes the bot API answers and keeps the ones a message can be sent to.
import { OFFERED_CHANNEL_TYPES } from '#shared/constants/limits';
import { type Channel, channelSchema } from '#shared/schemas/resources';

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The channels in `reply`: a bare array, or `{ channels }`, `{ data }`, `{ data: { channels } }` or
 * `{ guild: { channels } }` (the guild lookup). Items that are not `{ id, name, type }` are skipped.
 * @returns null when the reply holds no channel list at all.
 */
export function findChannelList(reply: unknown): Channel[] | null {
  const root = asObject(reply);
  const data = root.data;
  const candidates = [reply, root.channels, data, asObject(data).channels, asObject(root.guild).channels];
  const list = candidates.find(Array.isArray);
  if (!list) return null;
  return list.flatMap((item) => {
    const parsed = channelSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The channels in `reply`, in any shape `findChannelList` reads.
 * @throws TypeError ('Invalid response data structure') when the reply holds no channel list.
 */
export function readChannelList(reply: unknown): Channel[] {
  const list = findChannelList(reply);
  if (!list) throw new TypeError('Invalid response data structure');
  return list;
}

/** Text (type 0) and announcement (type 5) channels only, in the order given. */
export function offeredChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter((channel) => (OFFERED_CHANNEL_TYPES as readonly number[]).includes(channel.type));
}
