// The reaction-role draft and the body of POST /dashboard/embed/send-roles/{id} built from it (spec section 5).
import { DISCORD_LIMITS as L, REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import type { ReactionRoleSend } from '#shared/schemas/reaction-roles';
import type { CustomEmoji } from '#shared/schemas/resources';
import { t } from '#web/lib/i18n/i18n';
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

let rowCounter = 0;

/** A blank role button (Primary style) with a new row id. */
export function emptyRoleButton(): RoleButtonDraft {
  rowCounter += 1;
  return { id: `role-button-${rowCounter}`, roleId: '', label: '', emoji: '', style: 1 };
}

/** A blank draft: no channel, no message, one blank role button. */
export function emptyReactionRoleDraft(): ReactionRoleDraft {
  return { channelId: '', message: '', roles: [emptyRoleButton()] };
}

/** True when the message or any button holds something, or buttons were added or restyled. */
export function isReactionRoleDraftDirty(draft: ReactionRoleDraft): boolean {
  if (draft.message.trim() || draft.roles.length !== 1) return true;
  return draft.roles.some((row) => row.roleId || row.label.trim() || row.emoji.trim() || row.style !== 1);
}

/** Why a draft cannot be sent: no channel, no role with a label, or more than five roles. */
export type ReactionRoleError = 'no-channel' | 'no-roles' | 'too-many-roles';

/** True when a row has both a role and a label, so it will be sent. */
export function isCompleteRoleButton(row: RoleButtonDraft): boolean {
  return Boolean(row.roleId && row.label.trim());
}

/**
 * The buttons as sent: rows lacking a role or a label left out, labels trimmed, each emoji
 * resolved by `resolveButtonEmoji` (unicode as-is, known `:name:` converted, anything else '').
 */
export function roleButtonsToSend(
  rows: readonly RoleButtonDraft[],
  serverEmojis: readonly CustomEmoji[],
): ReactionRoleSend['roles'] {
  return rows.filter(isCompleteRoleButton).map((row) => ({
    roleId: row.roleId,
    label: row.label.trim(),
    emoji: resolveButtonEmoji(row.emoji, serverEmojis),
    style: row.style,
  }));
}

/**
 * The send body `{ channelId, message, roles }` with the message trimmed and the buttons of
 * `roleButtonsToSend`. Returns the first failing rule in the spec's order: channel, at least one
 * role with a label, at most five.
 */
export function buildReactionRolePayload(
  draft: ReactionRoleDraft,
  serverEmojis: readonly CustomEmoji[],
): { ok: true; payload: ReactionRoleSend } | { ok: false; error: ReactionRoleError } {
  if (!draft.channelId) return { ok: false, error: 'no-channel' };
  const roles = roleButtonsToSend(draft.roles, serverEmojis);
  if (roles.length === 0) return { ok: false, error: 'no-roles' };
  if (roles.length > REACTION_ROLE_LIMIT) return { ok: false, error: 'too-many-roles' };
  return { ok: true, payload: { channelId: draft.channelId, message: draft.message.trim(), roles } };
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
      lengthProblem(
        `roles.${index}.label`,
        t('reactionRoles.row.label', { n: index + 1 }),
        row.label,
        L.buttonLabel,
      ),
      duplicate
        ? {
            path: `roles.${index}.roleId`,
            message: t('reactionRoles.problem.duplicateRole', { n: index + 1 }),
          }
        : null,
    );
  });
  return [
    ...problems(lengthProblem('message', t('reactionRoles.problem.messageLabel'), draft.message, L.content)),
    ...rowProblems,
  ];
}
