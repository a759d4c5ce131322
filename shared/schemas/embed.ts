// Bodies of POST /dashboard/embed/send/{id}: a message with an optional embed, within Discord's limits.
import * as z from 'zod';
import { DISCORD_LIMITS as L } from '../constants/limits';
import { embedLength } from '../logic/embed-length';
import { linkUrlSchema, snowflakeSchema } from './ids';

const max = (limit: number) => z.string().max(limit, `must be at most ${limit} characters`);

/** An embed field; name and value are required by Discord. */
export const embedFieldSchema = z.object({
  name: max(L.fieldName).min(1, 'must not be empty'),
  value: max(L.fieldValue).min(1, 'must not be empty'),
  inline: z.boolean().default(false),
});

/** The embed as sent upstream: empty optional parts are null (spec section 5). */
export const outgoingEmbedSchema = z
  .object({
    title: max(L.embedTitle).nullable().default(null),
    description: max(L.embedDescription).nullable().default(null),
    color: z.number().int().min(0).max(0xffffff).nullable().default(null),
    author: z
      .object({
        name: max(L.authorName).min(1, 'must not be empty'),
        icon_url: linkUrlSchema.nullable().default(null),
        url: linkUrlSchema.nullable().default(null),
      })
      .nullable()
      .default(null),
    thumbnail: z.object({ url: linkUrlSchema }).nullable().default(null),
    image: z.object({ url: linkUrlSchema }).nullable().default(null),
    footer: z
      .object({
        text: max(L.footerText).min(1, 'must not be empty'),
        icon_url: linkUrlSchema.nullable().default(null),
      })
      .nullable()
      .default(null),
    timestamp: z.iso.datetime({ offset: true }).nullable().default(null),
    fields: z
      .array(embedFieldSchema)
      .max(L.embedFields, `must have at most ${L.embedFields} fields`)
      .default([]),
    button: z
      .object({ label: max(L.buttonLabel).min(1, 'must not be empty'), url: linkUrlSchema })
      .nullable()
      .default(null),
  })
  .refine((embed) => embedLength(embed) <= L.embedTotal, {
    message: `the embed's text must be at most ${L.embedTotal} characters in all`,
  });
export type OutgoingEmbed = z.infer<typeof outgoingEmbedSchema>;

/** Body of POST /dashboard/embed/send/{id}. A message needs content or an embed. */
export const embedSendSchema = z
  .object({
    channelId: snowflakeSchema,
    content: max(L.content).nullable().default(null),
    embed: outgoingEmbedSchema.nullable().default(null),
  })
  .refine((body) => Boolean(body.content) || body.embed !== null, {
    message: 'a message needs content or an embed',
  });
export type EmbedSend = z.infer<typeof embedSendSchema>;
