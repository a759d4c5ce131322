// Texts of the server section pages (analytics, commands) and their honest 'coming soon' states, read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const SECTION_PAGE_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.sectionPage'),
      unknownText: (section: string) => t('dashboard.sectionPage.unknownText', { section }),
    }) as const,
);
