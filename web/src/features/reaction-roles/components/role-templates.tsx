// The reaction-role builder's side of the template gallery: the templates as role messages, previewed as the live preview draws them.
import type { ReactionRoleShare } from '#shared/schemas/reaction-roles';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import type { GalleryTemplate } from '#web/components/template-gallery';

/** The gallery's templates as reaction-role messages (buttons without roles), loaded as a separate chunk. */
export async function loadRoleTemplates(): Promise<GalleryTemplate<ReactionRoleShare>[]> {
  const { templatesAs, templateAsReactionRoles } = await import('#web/lib/embed/message-templates');
  return templatesAs(templateAsReactionRoles);
}

/** A template's message with its buttons as they will look once each has a role. */
export function renderRoleTemplate(share: ReactionRoleShare) {
  const buttons = share.roles.map(({ label, style, emoji }) => ({ label, style, emoji: emoji || null }));
  return <MessagePreview message={{ content: share.message.trim() || null, buttons }} />;
}
