// Every text the verification pages show, read from the `verification` catalogue; the spec's own texts word for word in English.
import { localized, t } from '#web/lib/i18n/i18n';

/** Texts of /user-verify. */
export const verifyTexts = localized(
  () =>
    ({
      heading: t('verification.heading'),
      redirecting: t('verification.redirecting'),
      connecting: t('verification.connecting'),
      success: t('verification.success'),
      closing: t('verification.closing'),
      closeRefused: t('verification.closeRefused'),
      successLink: t('verification.successLink'),
      failed: (detail: string | null) =>
        detail ? t('verification.failedWith', { detail }) : t('verification.failed'),
      invalidResponse: t('verification.invalidResponse'),
      missingData: t('verification.missingData'),
      cancelled: t('verification.cancelled'),
      startAgain: t('verification.startAgain'),
      unexpected: (message: string) => t('verification.unexpected', { message }),
      networkTitle: t('verification.networkTitle'),
      networkHelp: t('verification.networkHelp'),
      notConfigured: t('verification.notConfigured'),
      tryAgain: t('verification.tryAgain'),
    }) as const,
);

/** Texts of /success (spec section 2). */
export const SUCCESS_TEXTS = localized(
  () =>
    ({
      title: t('verification.successTitle'),
      lead: t('verification.successLead'),
      back: t('verification.successBack'),
    }) as const,
);
