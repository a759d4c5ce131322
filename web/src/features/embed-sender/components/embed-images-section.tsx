// Embed editor: thumbnail and large image URLs.
import { bindText, type EmbedSectionProps } from './editor-types';
import { EmbedSection, UrlField } from './embed-section';

/** The thumbnail (top right) and the image (under the body). */
export function EmbedImagesSection(props: EmbedSectionProps) {
  return (
    <EmbedSection title="Images" row>
      <UrlField label="Thumbnail URL" {...bindText(props, 'thumbnail.url')} />
      <UrlField label="Image URL" {...bindText(props, 'image.url')} />
    </EmbedSection>
  );
}
