// Every text of the 'Coming Soon' page (spec sections 2, 4 and 5), read from the message catalogue so tests can assert them.
import { paths } from '#shared/site-routes';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const COMING_SOON_TEXTS = localized(
  () =>
    ({
      ...textsOf('comingSoon'),
      leads: {
        [paths.settings]: t('comingSoon.leads.settings'),
        [paths.premiumRenew]: t('comingSoon.leads.premium-renew'),
      } as Readonly<Record<string, string>>,
    }) as const,
);
