// Reads channel lists in the shapes the bot API answers and keeps the ones a message can be sent to.
import { OFFERED_CHANNEL_TYPES } from '../constants/limits';
import { type Channel, channelSchema } from '../schemas/resources';

/**
 * The channels of a GET /dashboard/embed/channels/{id} reply, which may be `{ channels: [...] }`,
 * a bare array or `{ data: [...] }`. Entries that are not channels are skipped.
 * @throws TypeError when the reply holds no channel list at all.
 */
export function readChannelList(body: unknown): Channel[] {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const list = Array.isArray(body) ? body : (record.channels ?? record.data);
  if (!Array.isArray(list)) throw new TypeError('Invalid response data structure');
  return list.flatMap((item) => {
    const parsed = channelSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Text (type 0) and announcement (type 5) channels only, in the order given. */
export function offeredChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter((channel) => (OFFERED_CHANNEL_TYPES as readonly number[]).includes(channel.type));
}
