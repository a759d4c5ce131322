// User-facing texts of the sign-in pages and the session guard (spec sections 2, 4 and 8), read from the `dashboard` catalogue.
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** Its `loginButton` is LOGIN_BUTTON_TEXT (shared/constants/login-confirm.ts) in English. */
export const AUTH_TEXTS = localized(() => textsOf('dashboard.auth'));
