// The names the generated initial-letter avatar falls back to (spec section 3), read from the `dashboard` catalogue.
import { localized, t } from '../lib/i18n/i18n';

/** 'User' for people, 'Server' for server icons (the spec's words in English). */
export const AVATAR_FALLBACK_NAMES = localized(
  () =>
    ({
      user: t('dashboard.fallback.user'),
      server: t('dashboard.fallback.server'),
    }) as const,
);
