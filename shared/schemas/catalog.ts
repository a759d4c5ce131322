// The bot's command and feature catalogues (spec sections 1 and 3): the shape of shared/catalog/*.json.
import * as z from './zod';

/** A text the pages show: never empty. */
const text = z.string().check(z.minLength(1));

/** The icons a command or feature category can show; the site draws each as an inline SVG. */
export const catalogIconSchema = z.enum([
  'shield',
  'gavel',
  'gift',
  'user-plus',
  'mic',
  'image',
  'smile',
  'tool',
]);
export type CatalogIcon = z.infer<typeof catalogIconSchema>;

/** One bot command as the Command Center lists it. */
export const botCommandSchema = z.object({
  /** The command as typed after the prefix, subcommands included (e.g. `antinuke enable`). */
  name: text,
  /** One line saying what it does. */
  description: text,
  /** Name plus arguments: `<required>`, `[optional]`, `a|b` for choices. */
  usage: text,
});
export type BotCommand = z.infer<typeof botCommandSchema>;

/** Ids of the eight command categories. */
export const commandCategoryIdSchema = z.enum([
  'antinuke',
  'moderation',
  'giveaways',
  'welcomer',
  'voice',
  'media',
  'fun',
  'utility',
]);
export type CommandCategoryId = z.infer<typeof commandCategoryIdSchema>;

/** A category of commands with its popularity percent (0 to 100) and the icon beside its title. */
export const commandCategorySchema = z.object({
  id: commandCategoryIdSchema,
  title: text,
  description: text,
  popularity: z.int().check(z.minimum(0), z.maximum(100)),
  icon: catalogIconSchema,
  commands: z.array(botCommandSchema),
});
export type CommandCategory = z.infer<typeof commandCategorySchema>;

/** One bot feature; `premium` features need a paid plan. */
export const botFeatureSchema = z.object({
  name: text,
  description: text,
  premium: z.boolean(),
});
export type BotFeature = z.infer<typeof botFeatureSchema>;

/** One of the seven feature categories of /features, with the icon beside its title. */
export const featureCategorySchema = z.object({
  id: text,
  title: text,
  description: text,
  icon: catalogIconSchema,
  features: z.array(botFeatureSchema),
});
export type FeatureCategory = z.infer<typeof featureCategorySchema>;
