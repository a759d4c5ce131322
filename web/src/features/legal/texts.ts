// Texts of the shared legal layout, read from the message catalogue so tests can assert them.
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const LEGAL_TEXTS = localized(
  () =>
    ({
      ...textsOf('legal'),
      lastUpdated: (date: string) => t('legal.lastUpdated', { date }),
    }) as const,
);
