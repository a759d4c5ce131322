// Server detail of GET /bot/server/{id} and the prefix update body.
import { PREFIX_MAX_LENGTH } from '../constants/limits';
import { boundedText } from './text';
import * as z from './zod';

/** Server (guild) detail; channel, roles and boosts fall back to 5/3/0 when absent. */
export const serverDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.optional(z.number()),
  icon: z.nullish(z.string()),
  ownerId: z.optional(z.string()),
  prefix: z.optional(z.string()),
  age: z.optional(z.union([z.number(), z.string()])),
  premium: z.optional(z.boolean()),
  channel: z.optional(z.number()),
  roles: z.optional(z.number()),
  boosts: z.optional(z.number()),
});
export type ServerDetail = z.infer<typeof serverDetailSchema>;

/** Body of POST /bot/server/{id}/prefix: trimmed, 1 to 10 characters. */
export const prefixUpdateSchema = z.object({
  prefix: boundedText(PREFIX_MAX_LENGTH, { trim: true, required: true }),
});
export type PrefixUpdate = z.infer<typeof prefixUpdateSchema>;
