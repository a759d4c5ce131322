// Counts the characters Discord adds up towards an embed's 6000-character total.

/** The parts of an embed that count towards Discord's total. */
export interface CountableEmbed {
  title?: string | null;
  description?: string | null;
  author?: { name?: string | null } | null;
  footer?: { text?: string | null } | null;
  fields?: ReadonlyArray<{ name?: string | null; value?: string | null }> | null;
}

/**
 * Sum of title, description, author name, footer text and every field name and value,
 * as Discord counts them for its 6000-character embed limit. Missing parts count 0.
 */
export function embedLength(embed: CountableEmbed): number {
  const fieldChars = (embed.fields ?? []).reduce(
    (sum, field) => sum + (field.name?.length ?? 0) + (field.value?.length ?? 0),
    0,
  );
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.author?.name?.length ?? 0) +
    (embed.footer?.text?.length ?? 0) +
    fieldChars
  );
}
