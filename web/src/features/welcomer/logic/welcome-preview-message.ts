// Turns the draft into the chat post the preview draws: variables filled, image choices resolved.

import type { DiscordEmbed } from '#shared/schemas/embed';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import type { PreviewMessage } from '#web/components/message-preview/message-preview';
import { hexToColorNumber } from '#web/lib/embed/embed-payload';
import { FOOTER_SERVER_ICON } from './welcome-choices';
import { fillWelcomePlaceholders as fill } from './welcome-placeholders';
import { welcomeEmbedHasContent } from './welcome-validation';
import { PREVIEW_MEMBER_AVATAR_URL } from './welcome-variables';

/** What the preview knows beyond the config: the server icon (null when none) and the time to show. */
export interface WelcomePreviewContext {
  serverIconUrl: string | null;
  now: Date;
}

function thumbnailUrl(embed: WelcomeConfig['embed'], serverIconUrl: string | null): string | null {
  if (embed.thumbnail.type === 'user_avatar') return PREVIEW_MEMBER_AVATAR_URL;
  if (embed.thumbnail.type === 'server_avatar') return serverIconUrl;
  return embed.thumbnail.url || null;
}

/** An image part `{ url }`, or null without a URL. */
const image = (url: string | null) => (url ? { url } : null);

function previewEmbed(
  embed: WelcomeConfig['embed'],
  { serverIconUrl, now }: WelcomePreviewContext,
): DiscordEmbed {
  const footerIcon = embed.footer.icon_url === FOOTER_SERVER_ICON ? serverIconUrl : embed.footer.icon_url;
  return {
    color: hexToColorNumber(embed.color),
    author: embed.author.name
      ? {
          name: fill(embed.author.name),
          icon_url: embed.author.icon_url || null,
          url: embed.author.url || null,
        }
      : null,
    title: fill(embed.title),
    description: fill(embed.description),
    thumbnail: image(thumbnailUrl(embed, serverIconUrl)),
    image: image(embed.image.url),
    footer: embed.footer.text ? { text: fill(embed.footer.text), icon_url: footerIcon || null } : null,
    timestamp: embed.timestamp ? now.toISOString() : null,
  };
}

/**
 * The post for `config`, or null when there is nothing to draw. The embed shows only when enabled
 * with content; the button only when the embed and the button are enabled with text and a URL.
 * Unsafe URLs are left for the preview to drop.
 */
export function welcomePreviewMessage(
  config: WelcomeConfig,
  context: WelcomePreviewContext,
): PreviewMessage | null {
  const { embed } = config;
  const showEmbed = embed.enabled && welcomeEmbedHasContent(embed);
  const button = embed.button;
  const showButton =
    embed.enabled && button.enabled && button.label.trim() !== '' && button.url.trim() !== '';
  const content = fill(config.message);
  if (!content.trim() && !showEmbed) return null;
  return {
    timestamp: context.now,
    content,
    embeds: showEmbed ? [previewEmbed(embed, context)] : [],
    buttons: showButton ? [{ label: fill(button.label), url: button.url.trim(), style: 5 }] : [],
  };
}
