// Texts of the shared legal layout, read from the message catalogue so tests can assert them.
import { localized, t } from '#web/lib/i18n/i18n';

export const LEGAL_TEXTS = localized(
  () =>
    ({
      navLabel: t('legal.navLabel'),
      lastUpdated: (date: string) => t('legal.lastUpdated', { date }),
      questionsTitle: t('legal.questionsTitle'),
      questions: t('legal.questions'),
      orVisit: t('legal.orVisit'),
      contactPage: t('legal.contactPage'),
    }) as const,
);
