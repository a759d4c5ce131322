// The welcome editor's side of the template gallery: the templates as welcome messages, previewed as the live preview draws them.

import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import type { GalleryTemplate } from '#web/components/template-gallery';
import type { WelcomeShare } from '#web/lib/embed/shared-draft';
import { welcomePreviewMessage } from '../logic/welcome-preview-message';

/** The gallery's templates as welcome messages with the embed on, loaded as a separate chunk. */
export async function loadWelcomeTemplates(): Promise<GalleryTemplate<WelcomeShare>[]> {
  const { templatesAs, templateAsWelcome } = await import('#web/lib/embed/message-templates');
  return templatesAs(templateAsWelcome);
}

/** A template drawn into the current draft as the live preview would draw it. */
export function renderWelcomeTemplate(
  share: WelcomeShare,
  draft: WelcomeConfig,
  serverIconUrl: string | null,
) {
  const message = welcomePreviewMessage({ ...draft, ...share }, { serverIconUrl, now: new Date() });
  return message ? <MessagePreview message={message} /> : null;
}
