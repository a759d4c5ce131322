// Embed editor: thumbnail and large image URLs.

import { imageAltHint } from '#web/components/embed-notes';
import { UrlField } from '#web/components/url-field';
import { EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection } from './embed-section';

/** The thumbnail (top right) and the image (under the body). */
export function EmbedImagesSection(props: EmbedSectionProps) {
  return (
    <EmbedSection title={T.images} row>
      <UrlField
        label={T.thumbnailUrl}
        hint={imageAltHint(props.embed.thumbnail.url)}
        {...bindText(props, 'thumbnail.url')}
      />
      <UrlField
        label={T.imageUrl}
        hint={imageAltHint(props.embed.image.url)}
        {...bindText(props, 'image.url')}
      />
    </EmbedSection>
  );
}
