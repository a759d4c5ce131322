// The bot's eight command categories (spec section 3), in the order the Command Center shows them: commands.json.
import type { CommandCategory } from '#shared/schemas/catalog';
import categories from './commands.json';

/**
 * Every command category with its commands. The data is JSON, typed here by its schema
 * (`commandCategorySchema`, which tests/shared/command-catalog.test.ts checks it against).
 */
export const COMMAND_CATEGORIES = categories as readonly CommandCategory[];
