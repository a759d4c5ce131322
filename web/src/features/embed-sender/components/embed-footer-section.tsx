// Embed editor: footer text and icon.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The footer's text and icon URL; notes when an icon has no text to go with. */
export function EmbedFooterSection(props: EmbedSectionProps) {
  const { footer } = props.embed;
  const needsText = !footer.text.trim() && Boolean(footer.icon_url.trim());
  return (
    <EmbedSection title={T.footer}>
      <MentionField
        syntax="plain"
        label={T.footerText}
        max={L.footerText}
        multiline
        rows={2}
        hint={needsText ? EMBED_HINTS.footerNeedsText : undefined}
        {...bindText(props, 'footer.text')}
      />
      <UrlField label={T.footerIconUrl} {...bindText(props, 'footer.icon_url')} />
    </EmbedSection>
  );
}
