// The embed sender's side of the template gallery: the templates as embed drafts, previewed as the live preview draws them.

import type { Channel } from '#shared/schemas/resources';
import { LazyMessagePreview } from '#web/components/message-preview/lazy-message-preview';
import type { GalleryTemplate } from '#web/components/template-gallery';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { previewOfDraft } from './embed-preview-panel';

/** The gallery's templates as embed drafts (no channel), loaded as a separate chunk. */
export async function loadEmbedTemplates(): Promise<GalleryTemplate<EmbedDraft>[]> {
  const { templatesAs, templateAsEmbedDraft } = await import('#web/lib/embed/message-templates');
  return templatesAs(templateAsEmbedDraft);
}

/** A template's draft drawn as the live preview draws the editor's. */
export function renderTemplatePreview(draft: EmbedDraft, channels: readonly Channel[]) {
  const message = previewOfDraft(draft, new Date());
  const channel = (id: string) => channels.find((item) => item.id === id);
  return message ? <LazyMessagePreview message={message} resolver={{ channel }} /> : null;
}
