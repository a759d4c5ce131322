// Every text of the 'Coming Soon' page (spec sections 2, 4 and 5), read from the message catalogue so tests can assert them.
import { paths } from '#shared/site-routes';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const COMING_SOON_TEXTS = localized(
  () =>
    ({
      title: t('comingSoon.title'),
      eyebrow: t('comingSoon.eyebrow'),
      leads: {
        [paths.settings]: t('comingSoon.leads.settings'),
        [paths.premiumRenew]: t('comingSoon.leads.premium-renew'),
      } as Readonly<Record<string, string>>,
      ...textsOf('comingSoon', [
        'defaultLead',
        'emailLabel',
        'emailPlaceholder',
        'notify',
        'thanks',
        'backHome',
        'support',
      ]),
    }) as const,
);
