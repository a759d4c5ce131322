// The command catalogue in the active locale: titles and descriptions translated, command names and usage as the bot takes them.
import type { CommandCategory } from '#shared/catalog/command-types';
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import { activeLocale, catalogueText } from '#web/lib/i18n/i18n';

/** The message key of a category's text, or of a command's description (keyed by its name). */
export const commandCatalogKeys = {
  title: (category: CommandCategory) => `commandCatalog.${category.id}.title`,
  description: (category: CommandCategory) => `commandCatalog.${category.id}.description`,
  command: (name: string) => `commandCatalog.command.${name}`,
};

/**
 * `categories` with their texts in the active locale. English is the catalogue itself (the spec's
 * texts), returned as it is; other locales read the `commands` catalogue, already loaded with the page.
 */
export function localizedCommandCategories(
  categories: readonly CommandCategory[],
): readonly CommandCategory[] {
  if (activeLocale() === DEFAULT_LOCALE) return categories;
  return categories.map((category) => ({
    ...category,
    title: catalogueText(commandCatalogKeys.title(category)),
    description: catalogueText(commandCatalogKeys.description(category)),
    commands: category.commands.map((command) => ({
      ...command,
      description: catalogueText(commandCatalogKeys.command(command.name)),
    })),
  }));
}
