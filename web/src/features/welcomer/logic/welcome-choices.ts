// The thumbnail and footer-icon choices of the welcome embed and the config values they set (spec section 4).
import type { WelcomeConfig } from '#shared/schemas/welcomer';

type Thumbnail = WelcomeConfig['embed']['thumbnail'];

/** What the thumbnail select offers. */
export const THUMBNAIL_CHOICES = ['none', 'user_avatar', 'server_avatar', 'custom'] as const;
export type ThumbnailChoice = (typeof THUMBNAIL_CHOICES)[number];

/** What the footer-icon select offers. */
export const FOOTER_ICON_CHOICES = ['none', 'server', 'custom'] as const;
export type FooterIconChoice = (typeof FOOTER_ICON_CHOICES)[number];

/** The footer `icon_url` value meaning "the server icon". */
export const FOOTER_SERVER_ICON = 'server';

/**
 * The thumbnail a choice sets: the user or server avatar clears the custom URL; none and
 * custom both set type custom with an empty URL (custom then waits for a URL to be typed).
 */
export function thumbnailForChoice(choice: ThumbnailChoice): Thumbnail {
  if (choice === 'user_avatar' || choice === 'server_avatar') return { type: choice, url: '' };
  return { type: 'custom', url: '' };
}

/** The choice a stored thumbnail stands for: type custom with an empty URL means none. */
export function thumbnailChoiceOf(thumbnail: Thumbnail): ThumbnailChoice {
  if (thumbnail.type !== 'custom') return thumbnail.type;
  return thumbnail.url ? 'custom' : 'none';
}

/** The footer `icon_url` a choice sets: `server` for the server icon; other choices clear it. */
export function footerIconForChoice(choice: FooterIconChoice): string {
  return choice === 'server' ? FOOTER_SERVER_ICON : '';
}

/** The choice a stored footer `icon_url` stands for: `server`, a URL (custom) or empty (none). */
export function footerIconChoiceOf(iconUrl: string): FooterIconChoice {
  if (iconUrl === FOOTER_SERVER_ICON) return 'server';
  return iconUrl ? 'custom' : 'none';
}
