// Every text of the Command Center (spec sections 2 to 4), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const COMMANDS_TEXTS = localized(
  () =>
    ({
      title: t('commands.title'),
      eyebrow: t('commands.eyebrow'),
      lead: t('commands.lead', { product: PRODUCT_NAME }),
      statsLabel: t('commands.statsLabel'),
      stats: {
        ...textsOf('commands.stats', ['commands', 'categories', 'servers', 'users']),
      },
      ...textsOf('commands', [
        'searchLabel',
        'searchPlaceholder',
        'categoryLabel',
        'allCategories',
        'sortLabel',
      ]),
      sortOptions: {
        name: t('commands.sortOptions.name'),
        popularity: t('commands.sortOptions.popularity'),
      },
      viewLabel: t('commands.viewLabel'),
      viewOptions: {
        grid: t('commands.viewOptions.grid'),
        list: t('commands.viewOptions.list'),
      },
      ...textsOf('commands', ['reset', 'noResults', 'noResultsHint', 'popular', 'popularity']),
      commandCount: (count: number) => t('commands.commandCount', { count }),
      resultCount: (count: number) => t('commands.resultCount', { count }),
      ...textsOf('commands', [
        'copyAction',
        'copied',
        'usage',
        'copyHint',
        'getStartedTitle',
        'getStartedLead',
        'learnMore',
      ]),
      tiles: {
        support: {
          title: t('commands.tiles.support.title'),
          description: t('commands.tiles.support.description'),
        },
        docs: {
          title: t('commands.tiles.docs.title'),
          description: t('commands.tiles.docs.description'),
        },
        invite: {
          title: t('commands.tiles.invite.title'),
          description: t('commands.tiles.invite.description', { product: PRODUCT_NAME }),
        },
      },
    }) as const,
);
