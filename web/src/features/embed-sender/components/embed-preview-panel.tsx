// The live preview of the embed sender: exactly what the send body holds, drawn as Discord would.
import type { MentionResolver } from '#web/components/markdown/mention-resolver';
import { LazyMessagePreview } from '#web/components/message-preview/lazy-message-preview';
import type { PreviewMessage } from '#web/components/message-preview/message-preview';
import { ToolPreview } from '#web/components/message-preview/tool-preview';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload } from '#web/lib/embed/embed-payload';
import { EMBED_TEXTS } from '../texts';

/** The preview data of a draft: the send body's own embed, so parts the send leaves out are left out here too. */
export function previewOfDraft(draft: EmbedDraft, now: Date): PreviewMessage | null {
  const { content, embed } = buildEmbedSendPayload(draft, now);
  if (!content && !embed) return null;
  return {
    timestamp: now,
    content,
    embeds: embed ? [embed] : [],
    buttons: embed?.button ? [{ label: embed.button.label, url: embed.button.url, style: 5 }] : [],
  };
}

/**
 * Draws the preview, with channel and role mentions named (roles coloured) through `resolver`. The
 * message's renderer loads when the draft first holds something to draw (an empty draft shows
 * 'previewEmpty'), so the page's first load does not carry it.
 */
export function EmbedPreviewPanel({ draft, resolver }: { draft: EmbedDraft; resolver: MentionResolver }) {
  const message = previewOfDraft(draft, new Date());
  return (
    <ToolPreview heading={EMBED_TEXTS.previewHeading} placeholder={EMBED_TEXTS.previewEmpty}>
      {message && <LazyMessagePreview message={message} resolver={resolver} />}
    </ToolPreview>
  );
}
