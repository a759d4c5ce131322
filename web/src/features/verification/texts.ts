// Every text the verification pages show, read from the `verification` catalogue; the spec's own texts word for word in English.
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** Texts of /user-verify and of /success (spec section 2: `successTitle`, `successLead`, `successBack`). */
export const verifyTexts = localized(
  () =>
    ({
      ...textsOf('verification'),
      failed: (detail: string | null) =>
        detail ? t('verification.failedWith', { detail }) : t('verification.failed'),
      unexpected: (message: string) => t('verification.unexpected', { message }),
    }) as const,
);
