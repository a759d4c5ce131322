// Reads whatever GET /welcomer/{id} holds into a complete editor draft, without refusing odd or old values.
import { DEFAULT_EMBED_COLOR } from '../constants/limits';
import { THUMBNAIL_TYPES, type WelcomeConfig } from './welcomer';
import * as z from './zod';

const text = z.catch(z.string(), '');
const flag = z.catch(z.boolean(), false);
/** Runs `fix` on the raw value before `schema` reads it (zod's preprocess). */
const preprocess = <T extends z.ZodMiniType>(fix: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fix), schema);
/** Any non-object (missing, null, a string) reads as {}, so each field falls back on its own. */
const part = <T extends z.core.$ZodLooseShape>(shape: T) =>
  preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

const color = preprocess(
  (value) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff) {
      return `#${value.toString(16).padStart(6, '0')}`;
    }
    return typeof value === 'string' && /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : value;
  },
  z.catch(z.string().check(z.regex(/^#[0-9a-f]{6}$/i)), DEFAULT_EMBED_COLOR),
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
    thumbnail: part({ type: z.catch(z.enum(THUMBNAIL_TYPES), 'custom'), url: text }),
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
