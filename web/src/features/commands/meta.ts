// Search and share metadata of the Command Center.
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { keywordList } from '#web/lib/seo/product-page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /commands handle. */
export const commandsHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.commands.title', { count: countCommands(COMMAND_CATEGORIES), product: PRODUCT_NAME }),
      description: t('meta.commands.description', { product: PRODUCT_NAME }),
      keywords: [...keywordList('meta.commands.keywords'), PRODUCT_NAME],
    }),
  ),
};
