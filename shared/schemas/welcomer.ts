// Welcomer config of GET /welcomer/{id} and the body of POST /welcomer/update.
import * as z from 'zod';
import { DEFAULT_EMBED_COLOR, DISCORD_LIMITS as L } from '../constants/limits';
import { embedLength } from '../logic/embed-length';
import { linkUrlSchema, snowflakeSchema } from './ids';

const max = (limit: number) => z.string().max(limit, `must be at most ${limit} characters`).default('');
/** An optional link: empty, or a valid http(s) URL. */
const optionalUrl = z.union([z.literal(''), linkUrlSchema]).default('');

/** Thumbnail source: the joining user's avatar, the server icon or a custom URL. */
export const THUMBNAIL_TYPES = ['user_avatar', 'server_avatar', 'custom'] as const;

/** The welcomer's embed part. `footer.icon_url` is a URL, the word `server`, or empty. */
export const welcomeEmbedSchema = z.object({
  enabled: z.boolean().default(false),
  title: max(L.embedTitle),
  description: max(L.embedDescription),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #5865f2')
    .default(DEFAULT_EMBED_COLOR),
  author: z.object({ name: max(L.authorName), icon_url: optionalUrl, url: optionalUrl }).prefault({}),
  thumbnail: z.object({ type: z.enum(THUMBNAIL_TYPES).default('custom'), url: optionalUrl }).prefault({}),
  image: z.object({ url: optionalUrl }).prefault({}),
  button: z
    .object({ enabled: z.boolean().default(false), label: max(L.buttonLabel), url: optionalUrl })
    .prefault({}),
  footer: z
    .object({ text: max(L.footerText), icon_url: z.union([z.literal('server'), optionalUrl]).default('') })
    .prefault({}),
  timestamp: z.boolean().default(false),
});

/** The whole welcomer config; `channel` is a channel id or empty when none is chosen. */
export const welcomeConfigSchema = z.object({
  enabled: z.boolean().default(false),
  channel: z
    .union([z.literal(''), snowflakeSchema])
    .nullable()
    .default(''),
  message: max(L.content),
  embed: welcomeEmbedSchema.prefault({}),
});
export type WelcomeConfig = z.infer<typeof welcomeConfigSchema>;

/** Reply of GET /welcomer/{id}. */
export const welcomerResponseSchema = z.object({
  success: z.boolean(),
  config: welcomeConfigSchema.nullable().optional(),
});

/**
 * Body of POST /welcomer/update: also holds an enabled embed to Discord's 6000-character total
 * (a disabled embed is never sent, so its text may be kept as it is).
 */
export const welcomerUpdateSchema = z.object({
  guildId: snowflakeSchema,
  config: welcomeConfigSchema.refine(
    (config) => !config.embed.enabled || embedLength(config.embed) <= L.embedTotal,
    { message: `the embed's text must be at most ${L.embedTotal} characters in all`, path: ['embed'] },
  ),
});
export type WelcomerUpdate = z.infer<typeof welcomerUpdateSchema>;
