// Session and server-list shapes of GET /auth/servers and GET /auth/me.
import * as z from './zod';

/** The logged-in chat-platform user. `avatar` is an image hash or null. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  discriminator: z.optional(z.string()),
  avatar: z.nullish(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** A server in the dashboard list: the user is an admin and the bot is present. */
export const adminGuildSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  icon: z.nullish(z.string()),
  ownerId: z.optional(z.string()),
  premium: z.optional(z.boolean()),
});
export type AdminGuild = z.infer<typeof adminGuildSchema>;

/** Reply of GET /auth/servers. */
export const serversResponseSchema = z.object({
  user: userSchema,
  adminGuilds: z.array(adminGuildSchema),
});
export type ServersResponse = z.infer<typeof serversResponseSchema>;
