// Welcomer config of GET /welcomer/{id} and the body of POST /welcomer/update.
import { DEFAULT_EMBED_COLOR, DISCORD_LIMITS as L } from '../constants/limits';
import { embedLength } from '../logic/embed-length';
import { embedParts } from './embed';
import { linkUrlSchema, snowflakeSchema } from './ids';
import { boundedText } from './text';
import * as z from './zod';

const max = (limit: number) => z._default(boundedText(limit), '');
const off = () => z._default(z.boolean(), false);
/** An optional link: empty, or a valid http(s) URL. */
const optionalUrl = z._default(z.union([z.literal(''), linkUrlSchema]), '');

/** Thumbnail source: the joining user's avatar, the server icon or a custom URL. */
export const THUMBNAIL_TYPES = ['user_avatar', 'server_avatar', 'custom'] as const;

/** The parts as the welcomer keeps them: every text and link a string, empty when unset. */
const parts = embedParts(max, max, optionalUrl, optionalUrl);

/**
 * The welcomer's embed part, the embed model's welcome variant: its parts, plus the switches of the
 * embed and its button, a thumbnail that may be an avatar, and a footer icon that may be the word
 * `server`. A missing part (author, thumbnail...) reads as `{}` (`prefault`), so its fields' own
 * defaults fill it.
 */
export const welcomeEmbedSchema = z.object({
  enabled: off(),
  title: parts.title,
  description: parts.description,
  color: z._default(
    z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #5865f2')),
    DEFAULT_EMBED_COLOR,
  ),
  author: z.prefault(parts.author, {}),
  thumbnail: z.prefault(
    z.object({ type: z._default(z.enum(THUMBNAIL_TYPES), 'custom'), ...parts.thumbnail.shape }),
    {},
  ),
  image: z.prefault(parts.image, {}),
  button: z.prefault(z.object({ enabled: off(), ...parts.button.shape }), {}),
  footer: z.prefault(
    z.extend(parts.footer, { icon_url: z._default(z.union([z.literal('server'), optionalUrl]), '') }),
    {},
  ),
  timestamp: off(),
});

/** The whole welcomer config; `channel` is a channel id or empty when none is chosen. */
export const welcomeConfigSchema = z.object({
  enabled: off(),
  channel: z._default(z.nullable(z.union([z.literal(''), snowflakeSchema])), ''),
  message: max(L.content),
  embed: z.prefault(welcomeEmbedSchema, {}),
});
export type WelcomeConfig = z.infer<typeof welcomeConfigSchema>;

/** Reply of GET /welcomer/{id}. */
export const welcomerResponseSchema = z.object({
  success: z.boolean(),
  config: z.nullish(welcomeConfigSchema),
});

/**
 * Body of POST /welcomer/update: also holds an enabled embed to Discord's 6000-character total
 * (a disabled embed is never sent, so its text may be kept as it is).
 */
export const welcomerUpdateSchema = z.object({
  guildId: snowflakeSchema,
  config: welcomeConfigSchema.check(
    z.refine((config) => !config.embed.enabled || embedLength(config.embed) <= L.embedTotal, {
      message: `the embed's text must be at most ${L.embedTotal} characters in all`,
      path: ['embed'],
    }),
  ),
});
export type WelcomerUpdate = z.infer<typeof welcomerUpdateSchema>;
