// The reaction-role draft and the body of POST /dashboard/embed/send-roles/{id} built from it (spec section 5).
import { DISCORD_LIMITS as L, REACTION_ROLE_LIMIT } from '../constants/limits';
import type { ReactionRoleSend } from '../schemas/reaction-roles';
import type { CustomEmoji } from '../schemas/resources';
import { resolveButtonEmoji } from './button-emoji';
import { type DraftProblem, lengthProblem, problems } from './draft-limits';

/** Button styles a role button may have: 1 Primary, 2 Secondary, 3 Success, 4 Danger. */
export type RoleButtonStyle = 1 | 2 | 3 | 4;

/** One role button as edited; `id` only keeps list rows stable. */
export interface RoleButtonDraft {
  id: string;
  roleId: string;
  label: string;
  emoji: string;
  style: RoleButtonStyle;
}

/** The reaction-role draft: channel, optional message and up to five role buttons. */
export interface ReactionRoleDraft {
  channelId: string;
  message: string;
  roles: RoleButtonDraft[];
}

/** Why a draft cannot be sent: no channel, no role with a label, or more than five roles. */
export type ReactionRoleError = 'no-channel' | 'no-roles' | 'too-many-roles';

/** True when a row has both a role and a label, so it will be sent. */
export function isCompleteRoleButton(row: RoleButtonDraft): boolean {
  return Boolean(row.roleId && row.label.trim());
}

/**
 * The send body `{ channelId, message, roles }`: rows lacking a role or a label are left out,
 * labels and the message are trimmed, each emoji resolved by `resolveButtonEmoji`.
 * Returns the first failing rule in the spec's order: channel, at least one role, at most five.
 */
export function buildReactionRolePayload(
  draft: ReactionRoleDraft,
  serverEmojis: readonly CustomEmoji[],
): { ok: true; payload: ReactionRoleSend } | { ok: false; error: ReactionRoleError } {
  if (!draft.channelId) return { ok: false, error: 'no-channel' };
  const complete = draft.roles.filter(isCompleteRoleButton);
  if (complete.length === 0) return { ok: false, error: 'no-roles' };
  if (complete.length > REACTION_ROLE_LIMIT) return { ok: false, error: 'too-many-roles' };
  return {
    ok: true,
    payload: {
      channelId: draft.channelId,
      message: draft.message.trim(),
      roles: complete.map((row) => ({
        roleId: row.roleId,
        label: row.label.trim(),
        emoji: resolveButtonEmoji(row.emoji, serverEmojis),
        style: row.style,
      })),
    },
  };
}

/**
 * Limit problems of the draft: message 2000 characters, each label 80, and a role used on more
 * than one button (the bot tells the buttons apart by role). Empty when it can be sent.
 */
export function reactionRoleDraftProblems(draft: ReactionRoleDraft): DraftProblem[] {
  const seen = new Set<string>();
  const rowProblems = draft.roles.flatMap((row, index) => {
    const duplicate = row.roleId !== '' && seen.has(row.roleId);
    seen.add(row.roleId);
    return problems(
      lengthProblem(`roles.${index}.label`, `Button ${index + 1} label`, row.label, L.buttonLabel),
      duplicate
        ? { path: `roles.${index}.roleId`, message: `Button ${index + 1} uses a role already used above` }
        : null,
    );
  });
  return [...problems(lengthProblem('message', 'Message', draft.message, L.content)), ...rowProblems];
}
