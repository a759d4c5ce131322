// Bodies of POST /dashboard/embed/send/{id}: a message with an optional embed, within Discord's limits.
import { DISCORD_LIMITS as L } from '../constants/limits';
import { embedLength } from '../logic/embed-length';
import { linkUrlSchema, snowflakeSchema } from './ids';
import { boundedText } from './text';
import * as z from './zod';

/** A text of at most `limit` characters; with `required`, also not empty. */
const text = (limit: number, required = false) => boundedText(limit, { required });
/** An optional embed part: null when absent. */
const orNull = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

/** An embed field; name and value are required by Discord. */
export const embedFieldSchema = z.object({
  name: text(L.fieldName, true),
  value: text(L.fieldValue, true),
  inline: z._default(z.boolean(), false),
});

/** The embed as sent upstream: empty optional parts are null (spec section 5). */
export const outgoingEmbedSchema = z
  .object({
    title: orNull(text(L.embedTitle)),
    description: orNull(text(L.embedDescription)),
    color: orNull(z.number().check(z.int(), z.gte(0), z.lte(0xffffff))),
    author: orNull(
      z.object({
        name: text(L.authorName, true),
        icon_url: orNull(linkUrlSchema),
        url: orNull(linkUrlSchema),
      }),
    ),
    thumbnail: orNull(z.object({ url: linkUrlSchema })),
    image: orNull(z.object({ url: linkUrlSchema })),
    footer: orNull(z.object({ text: text(L.footerText, true), icon_url: orNull(linkUrlSchema) })),
    timestamp: orNull(z.iso.datetime({ offset: true })),
    fields: z._default(
      z
        .array(embedFieldSchema)
        .check(z.maxLength(L.embedFields, `must have at most ${L.embedFields} fields`)),
      [],
    ),
    button: orNull(z.object({ label: text(L.buttonLabel, true), url: linkUrlSchema })),
  })
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
