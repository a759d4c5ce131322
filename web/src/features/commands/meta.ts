// Search and share metadata of the Command Center.
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /commands handle. */
export const commandsHandle: PageHandle = {
  meta: {
    title: `Command Center: all ${countCommands(COMMAND_CATEGORIES)} commands | ${PRODUCT_NAME}`,
    description: `Search every ${PRODUCT_NAME} command: antinuke, moderation, giveaways, welcomer, voice, media, fun and utility, with usage and one-click copy.`,
    keywords: [
      'Discord bot commands',
      'moderation commands',
      'antinuke commands',
      'command list',
      PRODUCT_NAME,
    ],
  },
};
