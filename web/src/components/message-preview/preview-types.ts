// The data a message preview draws: a chat post with content, embeds (in Discord's own shape) and buttons.
import type { DiscordEmbed } from '#shared/schemas/embed';

/** A button under the message: a link button (style 5, with url) or a role button (styles 1-4). */
export interface PreviewButton {
  label: string;
  url?: string | null;
  style?: 1 | 2 | 3 | 4 | 5;
  emoji?: string | null;
}

/** The whole post. Defaults: the bot's name, the BOT tag, now. */
export interface PreviewMessage {
  authorName?: string;
  authorAvatarUrl?: string | null;
  bot?: boolean;
  timestamp?: Date;
  content?: string | null;
  embeds?: DiscordEmbed[];
  buttons?: PreviewButton[];
}
