// Embed editor: the one link button under the message.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { EMBED_HINTS } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The link button's label and URL; notes when only one of them is filled in. */
export function EmbedButtonSection(props: EmbedSectionProps) {
  const { button } = props.embed;
  const half = Boolean(button.label.trim()) !== Boolean(button.url.trim());
  return (
    <EmbedSection title="Link button" row>
      <MentionField
        syntax="plain"
        label="Button label"
        max={L.buttonLabel}
        hint={half ? EMBED_HINTS.buttonNeedsBoth : undefined}
        {...bindText(props, 'button.label')}
      />
      <UrlField label="Button URL" {...bindText(props, 'button.url')} />
    </EmbedSection>
  );
}
