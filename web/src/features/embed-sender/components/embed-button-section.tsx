// Embed editor: the one link button under the message.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The link button's label and URL; notes when only one of them is filled in. */
export function EmbedButtonSection(props: EmbedSectionProps) {
  const { button } = props.embed;
  const half = Boolean(button.label.trim()) !== Boolean(button.url.trim());
  return (
    <EmbedSection title={T.linkButton} row>
      <MentionField
        syntax="plain"
        label={T.buttonLabel}
        max={L.buttonLabel}
        hint={half ? EMBED_HINTS.buttonNeedsBoth : undefined}
        {...bindText(props, 'button.label')}
      />
      <UrlField label={T.buttonUrl} {...bindText(props, 'button.url')} />
    </EmbedSection>
  );
}
