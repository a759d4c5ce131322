// Opens a message the Logs page shows as sent (an embed or reaction-role send body) as a draft in its editor.
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { parseDraftJson } from './embed/embed-json';
import { handDraftToEditor } from './open-draft-in-editor';

/** The editors a sent message can be opened in (by the Logs page). */
export type DraftEditor = 'embed' | 'reaction-roles';

/**
 * Hands the message `sent` (an embed send or reaction-role send body, as the API took it) to its
 * editor of `serverId` as a draft and returns the path to navigate to (an embed keeps its channel;
 * the reaction-role builder keeps the channel chosen there). The editor asks before it replaces
 * unsaved work. Null when `sent` does not fit its editor.
 */
export function openDraftInEditor(serverId: string, editor: DraftEditor, sent: unknown): string | null {
  if (editor === 'embed') {
    const channelId = (sent as { channelId?: unknown } | null)?.channelId;
    const imported = parseDraftJson(JSON.stringify(sent), typeof channelId === 'string' ? channelId : '');
    if (!imported.ok) return null;
    return handDraftToEditor(serverId, { tool: 'embed-generator', draft: imported.draft });
  }
  const parsed = reactionRoleSendSchema.safeParse(sent);
  if (!parsed.success) return null;
  const { message, roles } = parsed.data;
  const rows = roles.map((role) => ({ ...role, style: role.style as 1 | 2 | 3 | 4 }));
  return handDraftToEditor(serverId, { tool: 'reaction-role', draft: { message, roles: rows } });
}
