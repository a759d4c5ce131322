// User-facing texts of the sign-in pages and the session guard (spec sections 2, 4 and 8), read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const AUTH_TEXTS = localized(
  () =>
    ({
      loginTitle: t('dashboard.auth.loginTitle'),
      loginIntro: t('dashboard.auth.loginIntro'),
      // LOGIN_BUTTON_TEXT (shared/constants/login-confirm.ts) in English
      ...textsOf('dashboard.auth', [
        'loginButton',
        'loginNote',
        'validating',
        'tokenValid',
        'redirecting',
        'tokenInvalid',
        'logInAgain',
        'noToken',
        'backToLogin',
        'verifying',
        'loggingOut',
        'logoutTitle',
        'logoutButton',
        'logoutCancel',
      ]),
    }) as const,
);
