// Channels, roles and emojis of a server, as the embed and role tools read them.
import * as z from './zod';

/** A channel; only types 0 (text) and 5 (announcement) are offered in selects. */
export const channelSchema = z.object({ id: z.string(), name: z.string(), type: z.number() });
export type Channel = z.infer<typeof channelSchema>;

/** A server role; `color` is a 24-bit number, 0 for no colour. */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z._default(z.number(), 0),
  position: z._default(z.number(), 0),
});
export type Role = z.infer<typeof roleSchema>;

/** A custom server emoji. */
export const customEmojiSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.optional(z.string()),
  animated: z._default(z.boolean(), false),
});
export type CustomEmoji = z.infer<typeof customEmojiSchema>;

/** Reply of GET /dashboard/embed/resources/{id}. `botHighestRolePosition` marks roles the bot cannot assign. */
export const serverResourcesSchema = z.object({
  roles: z._default(z.array(roleSchema), []),
  emojis: z._default(z.array(customEmojiSchema), []),
  channelsServers: z._default(z.array(channelSchema), []),
  botHighestRolePosition: z.optional(z.number()),
});
export type ServerResources = z.infer<typeof serverResourcesSchema>;
