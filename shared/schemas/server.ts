// Server detail of GET /bot/server/{id} and the prefix update body.
import * as z from 'zod';
import { PREFIX_MAX_LENGTH } from '../constants/limits';

/** Server (guild) detail; channel, roles and boosts fall back to 5/3/0 when absent. */
export const serverDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().optional(),
  icon: z.string().nullable().optional(),
  ownerId: z.string().optional(),
  prefix: z.string().optional(),
  age: z.union([z.number(), z.string()]).optional(),
  premium: z.boolean().optional(),
  channel: z.number().optional(),
  roles: z.number().optional(),
  boosts: z.number().optional(),
});
export type ServerDetail = z.infer<typeof serverDetailSchema>;

/** Body of POST /bot/server/{id}/prefix: trimmed, 1 to 10 characters. */
export const prefixUpdateSchema = z.object({
  prefix: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(PREFIX_MAX_LENGTH, `must be at most ${PREFIX_MAX_LENGTH} characters`),
});
export type PrefixUpdate = z.infer<typeof prefixUpdateSchema>;
