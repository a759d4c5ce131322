// Embed editor: thumbnail and large image URLs.
import { CountedField } from '../../../components/counted-field';
import type { EmbedSectionProps } from './editor-types';

/** The thumbnail (top right) and the image (under the body). */
export function EmbedImagesSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  return (
    <details className="embed-section" open>
      <summary className="embed-section__summary">Images</summary>
      <div className="embed-section__body embed-section__row">
        <CountedField
          label="Thumbnail URL"
          type="url"
          value={embed.thumbnail.url}
          placeholder="https://"
          error={problemAt('thumbnail.url')}
          onChange={(url) =>
            onChange((e) => {
              e.thumbnail.url = url;
            })
          }
        />
        <CountedField
          label="Image URL"
          type="url"
          value={embed.image.url}
          placeholder="https://"
          error={problemAt('image.url')}
          onChange={(url) =>
            onChange((e) => {
              e.image.url = url;
            })
          }
        />
      </div>
    </details>
  );
}
