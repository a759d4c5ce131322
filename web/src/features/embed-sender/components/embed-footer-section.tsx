// Embed editor: footer text and icon.
import { DISCORD_LIMITS as L } from '../../../../../shared/constants/limits';
import { CountedField } from '../../../components/counted-field';
import { EMBED_HINTS } from '../texts';
import type { EmbedSectionProps } from './editor-types';

/** The footer's text and icon URL; warns when an icon has no text to go with. */
export function EmbedFooterSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  const { footer } = embed;
  const needsText = !footer.text.trim() && Boolean(footer.icon_url.trim());
  return (
    <details className="embed-section" open>
      <summary className="embed-section__summary">Footer</summary>
      <div className="embed-section__body">
        <CountedField
          label="Footer text"
          value={footer.text}
          max={L.footerText}
          multiline
          rows={2}
          error={problemAt('footer.text')}
          hint={needsText ? EMBED_HINTS.footerNeedsText : undefined}
          onChange={(text) =>
            onChange((e) => {
              e.footer.text = text;
            })
          }
        />
        <CountedField
          label="Footer icon URL"
          type="url"
          value={footer.icon_url}
          placeholder="https://"
          error={problemAt('footer.icon_url')}
          onChange={(url) =>
            onChange((e) => {
              e.footer.icon_url = url;
            })
          }
        />
      </div>
    </details>
  );
}
