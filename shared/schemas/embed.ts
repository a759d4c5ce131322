// The one embed model: Discord's embed parts and limits, listed once; the send body, the welcomer's embed and the sender's draft derive from it.
import { DISCORD_LIMITS as L } from '../constants/limits';
import { embedLength } from '../logic/embed-length';
import { linkUrlSchema, snowflakeSchema } from './ids';
import { boundedText } from './text';
import * as z from './zod';

/** A text of at most `limit` characters; with `required`, also not empty. */
const text = (limit: number, required = false) => boundedText(limit, { required });
/** An optional embed part: null when absent. */
const orNull = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

/**
 * The parts of an embed with their sub-fields and Discord limits, written the way one variant
 * writes them: `text(limit)` an optional text, `name(limit)` the text a present part needs (author
 * name, footer text, button label), `link` an optional link, `target` the link a present image or
 * button needs. Every variant (Discord's shape, the welcomer's, the sender's draft) is built from
 * these, so a limit or a sub-field is stated once.
 */
export function embedParts<
  Text extends z.ZodMiniType,
  Name extends z.ZodMiniType,
  Link extends z.ZodMiniType,
  Target extends z.ZodMiniType,
>(text: (limit: number) => Text, name: (limit: number) => Name, link: Link, target: Target) {
  return {
    title: text(L.embedTitle),
    description: text(L.embedDescription),
    author: z.object({ name: name(L.authorName), icon_url: link, url: link }),
    thumbnail: z.object({ url: target }),
    image: z.object({ url: target }),
    footer: z.object({ text: name(L.footerText), icon_url: link }),
    button: z.object({ label: name(L.buttonLabel), url: target }),
  };
}

/** The parts in Discord's own shape: empty optional texts and links are null. */
const discord = embedParts(
  (limit) => orNull(text(limit)),
  (limit) => text(limit, true),
  orNull(linkUrlSchema),
  linkUrlSchema,
);

/** An embed field; name and value are required by Discord. */
export const embedFieldSchema = z.object({
  name: text(L.fieldName, true),
  value: text(L.fieldValue, true),
  inline: z._default(z.boolean(), false),
});

/**
 * Discord's embed, the base of the model: every part it draws, null when absent, within Discord's
 * limits. `color` is Discord's 24-bit number, `timestamp` an ISO 8601 text with an offset.
 */
export const embedSchema = z.object({
  title: discord.title,
  description: discord.description,
  url: orNull(linkUrlSchema),
  color: orNull(z.number().check(z.int(), z.gte(0), z.lte(0xffffff))),
  author: orNull(discord.author),
  thumbnail: orNull(discord.thumbnail),
  image: orNull(discord.image),
  footer: orNull(discord.footer),
  timestamp: orNull(z.iso.datetime({ offset: true })),
  fields: z._default(
    z.array(embedFieldSchema).check(z.maxLength(L.embedFields, `must have at most ${L.embedFields} fields`)),
    [],
  ),
});
/** An embed as the preview draws it: Discord's shape, every part optional. */
export type DiscordEmbed = z.input<typeof embedSchema>;

/**
 * The embed as sent upstream (spec section 5): the base without a title link, plus the link
 * button; empty optional parts are null, and the text of all parts is within Discord's total.
 */
export const outgoingEmbedSchema = z
  .extend(z.omit(embedSchema, { url: true }), { button: orNull(discord.button) })
  .check(
    z.refine((embed) => embedLength(embed) <= L.embedTotal, {
      message: `the embed's text must be at most ${L.embedTotal} characters in all`,
    }),
  );
export type OutgoingEmbed = z.infer<typeof outgoingEmbedSchema>;

/** Body of POST /dashboard/embed/send/{id}. A message needs content or an embed. */
export const embedSendSchema = z
  .object({
    channelId: snowflakeSchema,
    content: orNull(text(L.content)),
    embed: orNull(outgoingEmbedSchema),
  })
  .check(
    z.refine((body) => Boolean(body.content) || body.embed !== null, {
      message: 'a message needs content or an embed',
    }),
  );
export type EmbedSend = z.infer<typeof embedSendSchema>;
