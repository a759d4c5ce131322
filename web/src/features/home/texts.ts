// Every text of the landing page (spec sections 1 and 2), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const HOME_TEXTS = localized(() => ({
  eyebrow: t('home.eyebrow', { servers: SITE_CLAIMS.homeServers }),
  title: PRODUCT_NAME,
  tagline: t('home.tagline'),
  lead: t('home.lead'),
  badges: [t('home.badges.1'), t('home.badges.2'), t('home.badges.3')],
  addToServer: t('home.addToServer'),
  dashboard: t('home.dashboard'),
  statsLabel: t('home.statsLabel', { product: PRODUCT_NAME }),
  stats: {
    ...textsOf('home.stats', ['uptime', 'servers', 'commands', 'support']),
  },
  ...textsOf('home', ['supportValue', 'featuresTitle', 'featuresLead']),
  features: [
    {
      icon: 'shield' as const,
      title: t('home.features.1.title'),
      description: t('home.features.1.description'),
    },
    {
      icon: 'refresh' as const,
      title: t('home.features.2.title'),
      description: t('home.features.2.description'),
    },
    {
      icon: 'chart' as const,
      title: t('home.features.3.title'),
      description: t('home.features.3.description'),
    },
    {
      icon: 'message' as const,
      title: t('home.features.4.title'),
      description: t('home.features.4.description'),
    },
  ],
  ctaTitle: t('home.ctaTitle'),
  ctaLead: t('home.ctaLead', { product: PRODUCT_NAME, servers: SITE_CLAIMS.homeServers }),
  ctaCommands: t('home.ctaCommands'),
  previewLabel: t('home.previewLabel', { product: PRODUCT_NAME }),
  previewBot: t('home.previewBot'),
  badgesLabel: t('home.badgesLabel'),
}));

/** The mock chat shown beside the hero: the bot stopping a nuke attempt. */
export const HERO_PREVIEW = localized(
  () =>
    ({
      ...textsOf('homePreview', ['channel', 'time', 'title']),
      lines: [
        [t('homePreview.lines.1.1'), t('homePreview.lines.1.2')],
        [t('homePreview.lines.2.1'), t('homePreview.lines.2.2')],
        [t('homePreview.lines.3.1'), t('homePreview.lines.3.2')],
        [t('homePreview.lines.4.1'), t('homePreview.lines.4.2')],
      ],
      footer: t('homePreview.footer'),
    }) as const,
);
