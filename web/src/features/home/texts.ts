// Every text of the landing page (spec sections 1 and 2), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const HOME_TEXTS = localized(() => ({
  ...textsOf('home'),
  eyebrow: t('home.eyebrow', { servers: SITE_CLAIMS.homeServers }),
  title: PRODUCT_NAME,
  badges: [t('home.badges.1'), t('home.badges.2'), t('home.badges.3')],
  statsLabel: t('home.statsLabel', { product: PRODUCT_NAME }),
  stats: textsOf('home.stats'),
  /** The four feature cards under their heading. */
  features: {
    title: t('home.featuresTitle'),
    lead: t('home.featuresLead'),
    cards: [
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
  },
  ctaLead: t('home.ctaLead', { product: PRODUCT_NAME, servers: SITE_CLAIMS.homeServers }),
  previewLabel: t('home.previewLabel', { product: PRODUCT_NAME }),
}));

/** The mock chat shown beside the hero: the bot stopping a nuke attempt. */
export const HERO_PREVIEW = localized(
  () =>
    ({
      ...textsOf('homePreview'),
      lines: [
        [t('homePreview.lines.1.1'), t('homePreview.lines.1.2')],
        [t('homePreview.lines.2.1'), t('homePreview.lines.2.2')],
        [t('homePreview.lines.3.1'), t('homePreview.lines.3.2')],
        [t('homePreview.lines.4.1'), t('homePreview.lines.4.2')],
      ],
    }) as const,
);
