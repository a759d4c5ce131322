// Reads whatever GET /welcomer/{id} holds into a complete editor draft, without refusing odd or old values.
import * as z from 'zod';
import { DEFAULT_EMBED_COLOR } from '../constants/limits';
import { THUMBNAIL_TYPES, type WelcomeConfig } from './welcomer';

const text = z.string().catch('');
const flag = z.boolean().catch(false);
/** Any non-object (missing, null, a string) reads as {}, so each field falls back on its own. */
const part = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

const color = z.preprocess(
  (value) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff) {
      return `#${value.toString(16).padStart(6, '0')}`;
    }
    return typeof value === 'string' && /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : value;
  },
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .catch(DEFAULT_EMBED_COLOR),
);

/**
 * The stored config as the editor reads it: every field present, wrong types replaced by the
 * field's empty value (a numeric channel id too: it cannot hold a snowflake exactly), colours given
 * as a number or without '#' turned into '#rrggbb'. Values over Discord's limits are kept, so the editor can show them.
 */
export const welcomeConfigReadSchema = part({
  enabled: flag,
  channel: text,
  message: text,
  embed: part({
    enabled: flag,
    title: text,
    description: text,
    color,
    author: part({ name: text, icon_url: text, url: text }),
    thumbnail: part({ type: z.enum(THUMBNAIL_TYPES).catch('custom'), url: text }),
    image: part({ url: text }),
    button: part({ enabled: flag, label: text, url: text }),
    footer: part({ text, icon_url: text }),
    timestamp: flag,
  }),
});

/** The draft for a stored config; null or garbage gives the empty (disabled) config. Never throws. */
export function readWelcomeConfig(stored: unknown): WelcomeConfig {
  return welcomeConfigReadSchema.parse(stored) as WelcomeConfig;
}
