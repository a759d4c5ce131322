// The command catalogue in the active locale: titles and descriptions translated, command names and usage as the bot takes them.
import type { CommandCategory } from '#shared/schemas/catalog';
import { catalogueText } from '#web/lib/i18n/i18n';
import { categoryKeys, localizedCategories } from '#web/lib/i18n/localized-categories';

/** The message key of a category's text, or of a command's description (keyed by its name). */
export const commandCatalogKeys = {
  ...categoryKeys('commandCatalog'),
  command: (name: string) => `commandCatalog.command.${name}`,
};

/** `categories` in the active locale (English as it is; others from the `commands` catalogue). */
export function localizedCommandCategories(
  categories: readonly CommandCategory[],
): readonly CommandCategory[] {
  return localizedCategories(categories, commandCatalogKeys, 'commands', (command) => ({
    description: catalogueText(commandCatalogKeys.command(command.name)),
  }));
}
