// Loads a message into its editor as a draft (the history's "Open in editor"; share links can reuse it): where each editor keeps its draft, in one place.
import { parseDraftJson } from '#shared/logic/embed-json';
import {
  emptyRoleButton,
  type ReactionRoleDraft,
  type RoleButtonStyle,
} from '#shared/logic/reaction-role-payload';
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { paths } from '#shared/site-routes';

/** localStorage key of a server's embed draft (the embed editor's atom keeps its draft there). */
export function embedDraftStorageKey(serverId: string): string {
  return `warden.embed-draft.${serverId}`;
}

/** sessionStorage key of a reaction-role draft waiting for the editor of `serverId` to open. */
function reactionRoleDraftKey(serverId: string): string {
  return `warden.reaction-role-draft.${serverId}`;
}

/** The editors a sent message can be opened in. */
export type DraftEditor = 'embed' | 'reaction-roles';

/**
 * Stores the message `sent` (an embed send or reaction-role send body, as the API took it) as the
 * draft of its editor for `serverId` and returns the editor's path to navigate to; the editor shows
 * it when it opens. The embed draft replaces the stored one (the editor reads it on mount); the
 * reaction-role draft waits in sessionStorage until the editor takes it (see takeReactionRoleDraft).
 * Null when `sent` does not fit its editor or the browser refuses to store it.
 */
export function openDraftInEditor(serverId: string, editor: DraftEditor, sent: unknown): string | null {
  try {
    if (editor === 'embed') {
      const channelId = (sent as { channelId?: unknown } | null)?.channelId;
      const imported = parseDraftJson(JSON.stringify(sent), typeof channelId === 'string' ? channelId : '');
      if (!imported.ok) return null;
      localStorage.setItem(embedDraftStorageKey(serverId), JSON.stringify(imported.draft));
      return paths.serverTool(serverId, 'embed-generator');
    }
    const parsed = reactionRoleSendSchema.safeParse(sent);
    if (!parsed.success) return null;
    const draft: ReactionRoleDraft = {
      channelId: parsed.data.channelId,
      message: parsed.data.message,
      roles: parsed.data.roles.map((role) => ({
        ...emptyRoleButton(),
        roleId: role.roleId,
        label: role.label,
        emoji: role.emoji ?? '',
        style: role.style as RoleButtonStyle,
      })),
    };
    sessionStorage.setItem(reactionRoleDraftKey(serverId), JSON.stringify(draft));
    return paths.serverTool(serverId, 'reaction-role');
  } catch {
    return null;
  }
}

/**
 * The reaction-role draft opened for `serverId` (see openDraftInEditor), removed as it is taken so
 * it loads once; null when there is none or it cannot be read.
 */
export function takeReactionRoleDraft(serverId: string): ReactionRoleDraft | null {
  try {
    const key = reactionRoleDraftKey(serverId);
    const text = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return text ? (JSON.parse(text) as ReactionRoleDraft) : null;
  } catch {
    return null;
  }
}
