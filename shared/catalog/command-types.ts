// Types of the bot's command catalogue (spec section 3: command category and its commands).
import type { CatalogIcon } from './catalog-icon';

/** One bot command as the Command Center lists it. */
export interface BotCommand {
  /** The command as typed after the prefix, subcommands included (e.g. `antinuke enable`). */
  name: string;
  /** One line saying what it does. */
  description: string;
  /** Name plus arguments: `<required>`, `[optional]`, `a|b` for choices. */
  usage: string;
}

/** Ids of the eight command categories. */
export type CommandCategoryId =
  | 'antinuke'
  | 'moderation'
  | 'giveaways'
  | 'welcomer'
  | 'voice'
  | 'media'
  | 'fun'
  | 'utility';

/** A category of commands with its popularity percent (0 to 100). */
export interface CommandCategory {
  id: CommandCategoryId;
  title: string;
  description: string;
  popularity: number;
  /** The icon shown beside the title. */
  icon: CatalogIcon;
  commands: readonly BotCommand[];
}
