// Configurable server roles: GET and PATCH /bot/server/{guildId}/configurableRoles.
import { snowflakeSchema } from './ids';
import * as z from './zod';

/** Every configurable role key, in display order. */
export const CONFIGURABLE_ROLE_KEYS = [
  'reqrole',
  'owner',
  'founder',
  'admin',
  'manager',
  'mod',
  'staff',
  'bot',
  'vip',
  'partner',
  'artist',
  'guest',
  'friend',
  'qt',
] as const;
export type ConfigurableRoleKey = (typeof CONFIGURABLE_ROLE_KEYS)[number];

/** Reply of GET: each key maps to a role id or null. Missing keys read as null. */
export const configurableRolesSchema = z.partialRecord(
  z.enum(CONFIGURABLE_ROLE_KEYS),
  z.nullable(snowflakeSchema),
);
export type ConfigurableRoles = z.infer<typeof configurableRolesSchema>;

/** Body of PATCH: set a role, or clear it with null. */
export const configurableRoleUpdateSchema = z.object({
  roleName: z.enum(CONFIGURABLE_ROLE_KEYS, { error: 'must be a configurable role key' }),
  roleId: z.nullable(snowflakeSchema),
});
export type ConfigurableRoleUpdate = z.infer<typeof configurableRoleUpdateSchema>;
