// Body of POST /dashboard/embed/send-roles/{id}: a message with up to five role buttons.
import { DISCORD_LIMITS, REACTION_ROLE_LIMIT } from '../constants/limits';
import { snowflakeSchema } from './ids';
import { boundedText } from './text';
import * as z from './zod';

/** Button styles: 1 Primary, 2 Secondary, 3 Success, 4 Danger. */
export const BUTTON_STYLES = { 1: 'Primary', 2: 'Secondary', 3: 'Success', 4: 'Danger' } as const;

/** One role button. `emoji` is unicode, `<:name:id>`/`<a:name:id>`, or empty. */
export const roleButtonSchema = z.object({
  roleId: snowflakeSchema,
  label: boundedText(DISCORD_LIMITS.buttonLabel, { trim: true, required: true }),
  emoji: z._default(boundedText(100), ''),
  style: z
    .number()
    .check(z.int(), z.gte(1, 'must be a style from 1 to 4'), z.lte(4, 'must be a style from 1 to 4')),
});
export type RoleButton = z.infer<typeof roleButtonSchema>;

/** Body of the reaction-role send call. */
export const reactionRoleSendSchema = z.object({
  channelId: snowflakeSchema,
  message: z._default(boundedText(DISCORD_LIMITS.content), ''),
  roles: z
    .array(roleButtonSchema)
    .check(
      z.minLength(1, 'Please add at least one role with a label'),
      z.maxLength(REACTION_ROLE_LIMIT, `Maximum ${REACTION_ROLE_LIMIT} roles per message`),
    ),
});
export type ReactionRoleSend = z.infer<typeof reactionRoleSendSchema>;

/**
 * A reaction-role draft as a share link carries it: the message and the buttons as typed, over
 * limits or unfinished (the editor flags those), at most 25 buttons (Discord's most per message).
 */
export const reactionRoleShareSchema = z.object({
  message: z.string(),
  roles: z
    .array(
      z.object({
        roleId: z.union([z.literal(''), snowflakeSchema]),
        label: z.string(),
        emoji: roleButtonSchema.shape.emoji,
        style: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      }),
    )
    .check(z.maxLength(25, 'must hold at most 25 buttons')),
});
export type ReactionRoleShare = z.infer<typeof reactionRoleShareSchema>;
