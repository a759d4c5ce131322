// Embed editor: the author line (name, icon and link).
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { EMBED_HINTS } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The author's name, icon URL and link URL; notes when the name is missing. */
export function EmbedAuthorSection(props: EmbedSectionProps) {
  const { author } = props.embed;
  const needsName = !author.name.trim() && Boolean(author.icon_url.trim() || author.url.trim());
  return (
    <EmbedSection title="Author">
      <MentionField
        syntax="plain"
        label="Author name"
        max={L.authorName}
        hint={needsName ? EMBED_HINTS.authorNeedsName : undefined}
        {...bindText(props, 'author.name')}
      />
      <div className="tool-columns">
        <UrlField label="Author icon URL" {...bindText(props, 'author.icon_url')} />
        <UrlField label="Author URL" {...bindText(props, 'author.url')} />
      </div>
    </EmbedSection>
  );
}
