// Embed editor: the one link button under the message.
import { DISCORD_LIMITS as L } from '../../../../../shared/constants/limits';
import { CountedField } from '../../../components/counted-field';
import { EMBED_HINTS } from '../texts';
import type { EmbedSectionProps } from './editor-types';

/** The link button's label and URL; warns when only one of them is filled in. */
export function EmbedButtonSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  const { button } = embed;
  const half = Boolean(button.label.trim()) !== Boolean(button.url.trim());
  return (
    <details className="embed-section" open>
      <summary className="embed-section__summary">Link button</summary>
      <div className="embed-section__body embed-section__row">
        <CountedField
          label="Button label"
          value={button.label}
          max={L.buttonLabel}
          error={problemAt('button.label')}
          hint={half ? EMBED_HINTS.buttonNeedsBoth : undefined}
          onChange={(label) =>
            onChange((e) => {
              e.button.label = label;
            })
          }
        />
        <CountedField
          label="Button URL"
          type="url"
          value={button.url}
          placeholder="https://"
          error={problemAt('button.url')}
          onChange={(url) =>
            onChange((e) => {
              e.button.url = url;
            })
          }
        />
      </div>
    </details>
  );
}
