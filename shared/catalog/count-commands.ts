// The catalogue's command total, computed from its categories: the build writes it into the bundle and the pages show it.
import type { CommandCategory } from '#shared/schemas/catalog';

/** How many commands the categories hold in all (0 for no categories). */
export function countCommands(categories: readonly CommandCategory[]): number {
  return categories.reduce((total, category) => total + category.commands.length, 0);
}
