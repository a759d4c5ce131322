// Every text of the 'Coming Soon' page (spec sections 2, 4 and 5), read from the message catalogue so tests can assert them.
import { paths } from '#shared/site-routes';
import { localized, t } from '#web/lib/i18n/i18n';

export const COMING_SOON_TEXTS = localized(
  () =>
    ({
      title: t('comingSoon.title'),
      eyebrow: t('comingSoon.eyebrow'),
      leads: {
        [paths.settings]: t('comingSoon.leads.settings'),
        [paths.premiumRenew]: t('comingSoon.leads.premium-renew'),
      } as Readonly<Record<string, string>>,
      defaultLead: t('comingSoon.defaultLead'),
      emailLabel: t('comingSoon.emailLabel'),
      emailPlaceholder: t('comingSoon.emailPlaceholder'),
      notify: t('comingSoon.notify'),
      thanks: t('comingSoon.thanks'),
      backHome: t('comingSoon.backHome'),
      support: t('comingSoon.support'),
    }) as const,
);
