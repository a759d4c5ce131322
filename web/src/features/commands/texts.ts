// Every text of the Command Center (spec sections 2 to 4), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const COMMANDS_TEXTS = localized(() => ({
  ...textsOf('commands'),
  lead: t('commands.lead', { product: PRODUCT_NAME }),
  stats: textsOf('commands.stats'),
  sortOptions: textsOf('commands.sortOptions'),
  viewOptions: textsOf('commands.viewOptions'),
  commandCount: (count: number) => t('commands.commandCount', { count }),
  resultCount: (count: number) => t('commands.resultCount', { count }),
  tiles: {
    support: textsOf('commands.tiles.support'),
    docs: textsOf('commands.tiles.docs'),
    invite: {
      title: t('commands.tiles.invite.title'),
      description: t('commands.tiles.invite.description', { product: PRODUCT_NAME }),
    },
  },
}));
