// The embed editor: every section of the embed and the running total against Discord's 6000 characters.

import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { embedLength } from '#shared/logic/embed-length';
import type { EmbedPartDraft } from '#web/lib/embed/embed-draft';
import { buildOutgoingEmbed } from '#web/lib/embed/embed-payload';
import { formatUsage } from '#web/lib/i18n/format-count';
import { EMBED_LABELS as T } from '../texts';
import type { EmbedSectionProps } from './editor-types';
import { EmbedBodySection } from './embed-body-section';
import { EmbedFieldsSection } from './embed-fields-section';
import { EmbedImagesSection } from './embed-images-section';
import { EmbedAuthorSection, EmbedButtonSection, EmbedFooterSection } from './embed-part-sections';

/** The characters the embed counts towards Discord's 6000 (only parts that will be sent). */
function totalOf(embed: EmbedPartDraft): number {
  return embedLength(buildOutgoingEmbed(embed, new Date()));
}

/** Renders the sections in Discord's reading order, with the embed's total character count. */
export function EmbedEditor(props: EmbedSectionProps) {
  const total = totalOf(props.embed);
  return (
    <section className="embed-editor grid gap-4 min-w-0 p-4" aria-labelledby="embed-editor-heading">
      <div className="flex items-baseline between">
        <h2 id="embed-editor-heading" className="fs-110">
          {T.embed}
        </h2>
        <span className={`counted-field__count faint fs-75${total > L.embedTotal ? ' danger bold' : ''}`}>
          <span className="visually-hidden">{T.embedTotal}</span>
          {formatUsage(total, L.embedTotal)}
        </span>
      </div>
      <EmbedAuthorSection {...props} />
      <EmbedBodySection {...props} />
      <EmbedFieldsSection {...props} />
      <EmbedImagesSection {...props} />
      <EmbedFooterSection {...props} />
      <EmbedButtonSection {...props} />
    </section>
  );
}
