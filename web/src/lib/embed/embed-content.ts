// Discord's embed shape as every preview and check reads it, and the one rule for "this embed draws something".

/**
 * An embed with Discord's own field names (`icon_url`, `thumbnail.url`, `footer.text`...), every
 * part optional. `color` is Discord's 24-bit number; `timestamp` an ISO 8601 text.
 */
export interface DiscordEmbed {
  title?: string | null;
  description?: string | null;
  url?: string | null;
  color?: number | null;
  author?: { name: string; icon_url?: string | null; url?: string | null } | null;
  thumbnail?: { url: string } | null;
  image?: { url: string } | null;
  footer?: { text: string; icon_url?: string | null } | null;
  timestamp?: string | null;
  fields?: ReadonlyArray<{ name: string; value: string; inline?: boolean }> | null;
}

/** The parts of an embed that decide whether it draws anything (colour, link and timestamp never do). */
export type EmbedContentParts = Pick<
  DiscordEmbed,
  'title' | 'description' | 'author' | 'thumbnail' | 'image' | 'footer' | 'fields'
>;

const filled = (text: string | null | undefined): boolean => Boolean(text?.trim());

/**
 * True when the embed has something Discord draws: a title, description, field, author name,
 * thumbnail URL, image URL or footer text. Text of only spaces counts as empty; colour,
 * timestamp and buttons alone do not make an embed.
 */
export function embedHasContent(embed: EmbedContentParts): boolean {
  return (
    filled(embed.title) ||
    filled(embed.description) ||
    (embed.fields ?? []).length > 0 ||
    filled(embed.author?.name) ||
    filled(embed.thumbnail?.url) ||
    filled(embed.image?.url) ||
    filled(embed.footer?.text)
  );
}
