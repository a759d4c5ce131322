// The one rule for "this embed draws something", read on Discord's embed shape (DiscordEmbed, shared/schemas/embed.ts).
import type { DiscordEmbed } from '#shared/schemas/embed';

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
