// Session and server-list shapes of GET /auth/servers and GET /auth/me.
import * as z from 'zod';

/** The logged-in chat-platform user. `avatar` is an image hash or null. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  discriminator: z.string().optional(),
  avatar: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** A server in the dashboard list: the user is an admin and the bot is present. */
export const adminGuildSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  icon: z.string().nullable().optional(),
  ownerId: z.string().optional(),
  premium: z.boolean().optional(),
});
export type AdminGuild = z.infer<typeof adminGuildSchema>;

/** Reply of GET /auth/servers. */
export const serversResponseSchema = z.object({
  user: userSchema,
  adminGuilds: z.array(adminGuildSchema),
});
export type ServersResponse = z.infer<typeof serversResponseSchema>;
