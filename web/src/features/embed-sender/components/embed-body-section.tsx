// Embed editor: title, description, colour and timestamp.
import { DEFAULT_EMBED_COLOR, DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { ColorInput } from '#web/components/color-input';
import { SideColourNote } from '#web/components/embed-notes';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection } from './embed-section';

/** The body of the embed. */
export function EmbedBodySection(props: EmbedSectionProps) {
  const { embed, onChange } = props;
  return (
    <EmbedSection title={T.body}>
      <MentionField syntax="title" label={T.title} max={L.embedTitle} {...bindText(props, 'title')} />
      <MentionField
        label={T.description}
        max={L.embedDescription}
        multiline
        rows={5}
        hint={EMBED_HINTS.markdown}
        {...bindText(props, 'description')}
      />
      <ColorInput
        value={embed.color}
        resetTo={DEFAULT_EMBED_COLOR}
        onChange={(color) =>
          onChange((draft) => {
            draft.color = color;
          })
        }
      />
      <SideColourNote color={embed.color} />
      <label className="check">
        <input
          type="checkbox"
          checked={embed.timestamp}
          onChange={(event) => {
            const { checked } = event.target;
            onChange((draft) => {
              draft.timestamp = checked;
            });
          }}
        />
        {EMBED_HINTS.timestamp}
      </label>
    </EmbedSection>
  );
}
