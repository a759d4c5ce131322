// User-facing texts of the sign-in pages and the session guard (spec sections 2, 4 and 8), read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';

export const AUTH_TEXTS = localized(
  () =>
    ({
      loginTitle: t('dashboard.auth.loginTitle'),
      loginIntro: t('dashboard.auth.loginIntro'),
      // LOGIN_BUTTON_TEXT (shared/constants/login-confirm.ts) in English
      loginButton: t('dashboard.auth.loginButton'),
      loginNote: t('dashboard.auth.loginNote'),
      validating: t('dashboard.auth.validating'),
      tokenValid: t('dashboard.auth.tokenValid'),
      redirecting: t('dashboard.auth.redirecting'),
      tokenInvalid: t('dashboard.auth.tokenInvalid'),
      logInAgain: t('dashboard.auth.logInAgain'),
      noToken: t('dashboard.auth.noToken'),
      backToLogin: t('dashboard.auth.backToLogin'),
      verifying: t('dashboard.auth.verifying'),
      loggingOut: t('dashboard.auth.loggingOut'),
      logoutTitle: t('dashboard.auth.logoutTitle'),
      logoutButton: t('dashboard.auth.logoutButton'),
      logoutCancel: t('dashboard.auth.logoutCancel'),
    }) as const,
);
