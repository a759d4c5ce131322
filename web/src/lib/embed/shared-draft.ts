// A draft for one of the three editors, as a share link (or another page) hands it over, and its checks.
import { type ReactionRoleShare, reactionRoleShareSchema } from '#shared/schemas/reaction-roles';
import { type WelcomeConfig, welcomeConfigSchema } from '#shared/schemas/welcomer';
import type * as z from '#shared/schemas/zod';
import { localized, t } from '#web/lib/i18n/i18n';
import type { EmbedDraft } from './embed-draft';
import { parseDraftJson } from './embed-json';
import { decodeShareFragment, type ShareTool } from './share-codec';

/** The welcome editor's shareable part: its message and embed (the channel and switches stay the server's). */
export type WelcomeShare = Pick<WelcomeConfig, 'message' | 'embed'>;

/** A draft addressed to one editor; an embed draft's channel is '' (channels belong to one server). */
export type EditorDraft =
  | { tool: 'embed-generator'; draft: EmbedDraft }
  | { tool: 'welcome-config'; draft: WelcomeShare }
  | { tool: 'reaction-role'; draft: ReactionRoleShare };

/** A checked shared draft with notes on what was left out, or why there is none. */
export type SharedDraftResult =
  | { ok: true; value: EditorDraft; notes: string[] }
  | { ok: false; error: string };

/** Texts naming what a link's draft failed, for each editor, in the active locale (`editors` catalogue). */
export const SHARED_DRAFT_ERRORS: Readonly<Record<ShareTool, string>> = localized(() => ({
  'embed-generator': t('editors.sharedDraftError.embed'),
  'welcome-config': t('editors.sharedDraftError.welcome'),
  'reaction-role': t('editors.sharedDraftError.reactionRoles'),
}));

/** The failure of `tool`'s schema, naming the first problem and where it is. */
function failed(tool: ShareTool, error: z.core.$ZodError): SharedDraftResult {
  const [issue] = error.issues;
  const path = issue?.path.map(String).join('.');
  const detail = issue ? (path ? `${path}: ${issue.message}` : issue.message) : '';
  return { ok: false, error: `${SHARED_DRAFT_ERRORS[tool]}: ${detail}` };
}

/**
 * Checks `value` as a draft for `tool` with the schemas the editors already trust: an embed as a
 * JSON import reads it (`parseDraftJson`, so Discord message JSON works too), a welcome message
 * by `welcomeConfigSchema`, a reaction-role message by `reactionRoleShareSchema`. Never throws.
 */
export function checkSharedDraft(tool: ShareTool, value: unknown): SharedDraftResult {
  switch (tool) {
    case 'embed-generator': {
      const parsed = parseDraftJson(JSON.stringify(value));
      if (!parsed.ok) return { ok: false, error: `${SHARED_DRAFT_ERRORS[tool]}. ${parsed.error}` };
      return { ok: true, value: { tool, draft: parsed.draft }, notes: parsed.notes };
    }
    case 'welcome-config': {
      const parsed = welcomeConfigSchema.safeParse(value);
      if (!parsed.success) return failed(tool, parsed.error);
      const { message, embed } = parsed.data;
      return { ok: true, value: { tool, draft: { message, embed } }, notes: [] };
    }
    case 'reaction-role': {
      const parsed = reactionRoleShareSchema.safeParse(value);
      if (!parsed.success) return failed(tool, parsed.error);
      return { ok: true, value: { tool, draft: parsed.data }, notes: [] };
    }
  }
}

/** Reads a share link's fragment into a checked draft; every failure is a readable `{ ok: false, error }`. */
export async function readSharedDraft(fragment: string): Promise<SharedDraftResult> {
  const decoded = await decodeShareFragment(fragment);
  if (!decoded.ok) return decoded;
  return checkSharedDraft(decoded.tool, decoded.value);
}
