// Every text of the Command Center (spec sections 2 to 4), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const COMMANDS_TEXTS = localized(
  () =>
    ({
      title: t('commands.title'),
      eyebrow: t('commands.eyebrow'),
      lead: t('commands.lead', { product: PRODUCT_NAME }),
      statsLabel: t('commands.statsLabel'),
      stats: {
        commands: t('commands.stats.commands'),
        categories: t('commands.stats.categories'),
        servers: t('commands.stats.servers'),
        users: t('commands.stats.users'),
      },
      searchLabel: t('commands.searchLabel'),
      searchPlaceholder: t('commands.searchPlaceholder'),
      categoryLabel: t('commands.categoryLabel'),
      allCategories: t('commands.allCategories'),
      sortLabel: t('commands.sortLabel'),
      sortOptions: {
        name: t('commands.sortOptions.name'),
        popularity: t('commands.sortOptions.popularity'),
      },
      viewLabel: t('commands.viewLabel'),
      viewOptions: {
        grid: t('commands.viewOptions.grid'),
        list: t('commands.viewOptions.list'),
      },
      reset: t('commands.reset'),
      noResults: t('commands.noResults'),
      noResultsHint: t('commands.noResultsHint'),
      popular: t('commands.popular'),
      popularity: t('commands.popularity'),
      commandCount: (count: number) => t('commands.commandCount', { count }),
      resultCount: (count: number) => t('commands.resultCount', { count }),
      copyAction: t('commands.copyAction'),
      copied: t('commands.copied'),
      usage: t('commands.usage'),
      copyHint: t('commands.copyHint'),
      getStartedTitle: t('commands.getStartedTitle'),
      getStartedLead: t('commands.getStartedLead'),
      learnMore: t('commands.learnMore'),
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
