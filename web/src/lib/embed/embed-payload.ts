// Turns the embed sender's draft into the body of POST /dashboard/embed/send/{id} (spec section 5).
import type { EmbedSend, OutgoingEmbed } from '#shared/schemas/embed';
import { embedHasContent } from './embed-content';
import type { EmbedDraft, EmbedPartDraft } from './embed-draft';

/** The text when it holds more than whitespace, otherwise null. */
function orNull(text: string): string | null {
  return text.trim() ? text : null;
}

/** A URL without surrounding spaces, or null when blank. */
function urlOrNull(url: string): string | null {
  return url.trim() || null;
}

/**
 * The colour of a `#rrggbb` (or `rrggbb`) hex code as a number, e.g. '#5865f2' → 5793266.
 * @throws RangeError when the text is not a 6-digit hex code.
 */
export function hexToColorNumber(hex: string): number {
  const digits = hex.startsWith('#') ? hex.slice(1) : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(digits)) throw new RangeError(`"${hex}" is not a 6-digit hex colour`);
  return Number.parseInt(digits, 16);
}

/** A colour number as a lower-case `#rrggbb` code. Values outside 0..0xffffff are clamped. */
export function colorNumberToHex(color: number): string {
  const clamped = Math.min(Math.max(Math.trunc(color), 0), 0xffffff);
  return `#${clamped.toString(16).padStart(6, '0')}`;
}

/**
 * The embed as sent: empty optional parts are null (author needs a name, thumbnail and image
 * a URL, footer its text, the button both label and URL), fields lacking a name or a value are
 * dropped, the colour is a number and the timestamp is `now` when ticked.
 * @throws RangeError when the draft's colour is not a hex code.
 */
export function buildOutgoingEmbed(embed: EmbedPartDraft, now: Date): OutgoingEmbed {
  const { author, footer, button } = embed;
  return {
    title: orNull(embed.title),
    description: orNull(embed.description),
    color: hexToColorNumber(embed.color),
    author: author.name.trim()
      ? { name: author.name, icon_url: urlOrNull(author.icon_url), url: urlOrNull(author.url) }
      : null,
    thumbnail: embed.thumbnail.url.trim() ? { url: embed.thumbnail.url.trim() } : null,
    image: embed.image.url.trim() ? { url: embed.image.url.trim() } : null,
    footer: footer.text.trim() ? { text: footer.text, icon_url: urlOrNull(footer.icon_url) } : null,
    timestamp: embed.timestamp ? now.toISOString() : null,
    fields: embed.fields
      .filter((field) => field.name.trim() && field.value.trim())
      .map(({ name, value, inline }) => ({ name, value, inline })),
    button: button.label.trim() && button.url.trim() ? { label: button.label, url: button.url.trim() } : null,
  };
}

/**
 * The send body `{ channelId, content, embed }`: content null when blank, embed null when it has
 * nothing to draw (see `embedHasContent`). Limits are not checked here (see `embedDraftProblems`).
 * @throws RangeError when the draft's colour is not a hex code.
 */
export function buildEmbedSendPayload(draft: EmbedDraft, now: Date): EmbedSend {
  const embed = buildOutgoingEmbed(draft.embed, now);
  return {
    channelId: draft.channelId,
    content: orNull(draft.content),
    embed: embedHasContent(embed) ? embed : null,
  };
}
