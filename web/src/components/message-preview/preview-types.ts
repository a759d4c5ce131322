// The data a message preview draws: a chat post with content, embeds and buttons.

/** One embed as drawn; empty parts are skipped. Colours are '#rrggbb' or a 24-bit number. */
export interface PreviewEmbed {
  color?: string | number | null;
  author?: { name: string; iconUrl?: string | null; url?: string | null } | null;
  title?: string | null;
  url?: string | null;
  description?: string | null;
  fields?: { name: string; value: string; inline?: boolean }[];
  thumbnailUrl?: string | null;
  imageUrl?: string | null;
  footer?: { text: string; iconUrl?: string | null } | null;
  timestamp?: string | Date | null;
}

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
  embeds?: PreviewEmbed[];
  buttons?: PreviewButton[];
}
