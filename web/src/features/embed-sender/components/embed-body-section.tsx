// Embed editor: title, description, colour and timestamp.
import { DISCORD_LIMITS as L } from '../../../../../shared/constants/limits';
import { CountedField } from '../../../components/counted-field';
import { ColorInput } from './color-input';
import type { EmbedSectionProps } from './editor-types';

/** The body of the embed. */
export function EmbedBodySection({ embed, onChange, problemAt }: EmbedSectionProps) {
  return (
    <details className="embed-section" open>
      <summary className="embed-section__summary">Body</summary>
      <div className="embed-section__body">
        <CountedField
          label="Title"
          value={embed.title}
          max={L.embedTitle}
          error={problemAt('title')}
          onChange={(title) =>
            onChange((e) => {
              e.title = title;
            })
          }
        />
        <CountedField
          label="Description"
          value={embed.description}
          max={L.embedDescription}
          multiline
          rows={5}
          error={problemAt('description')}
          hint="Discord markdown works here: **bold**, *italic*, __underline__, ~~strike~~, `code`, > quote, [link](https://…)."
          onChange={(description) =>
            onChange((e) => {
              e.description = description;
            })
          }
        />
        <ColorInput
          value={embed.color}
          onChange={(color) =>
            onChange((e) => {
              e.color = color;
            })
          }
        />
        <label className="embed-check">
          <input
            type="checkbox"
            checked={embed.timestamp}
            onChange={(event) => {
              const { checked } = event.target;
              onChange((e) => {
                e.timestamp = checked;
              });
            }}
          />
          Timestamp (the time it is sent)
        </label>
      </div>
    </details>
  );
}
