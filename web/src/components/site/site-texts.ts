// Every text of the public site's frame (navigation, footer, language switcher, theme form, 404, error region), read from the message catalogue.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const SITE_TEXTS = localized(
  () =>
    ({
      ...textsOf('site', ['skipToContent', 'mainNav', 'menu', 'opensInNewTab']),
      footerBlurb: t('site.footerBlurb', { servers: SITE_CLAIMS.homeServers }),
      footerLegal: t('site.footerLegal', { product: PRODUCT_NAME }),
      language: t('site.language'),
      theme: {
        ...textsOf('site.theme', ['label', 'system', 'light', 'dark']),
      },
      links: {
        ...textsOf('site.links', [
          'home',
          'commands',
          'premium',
          'team',
          'dashboard',
          'support',
          'features',
          'supportServer',
          'contact',
          'ourTeam',
          'privacy',
          'terms',
          'guidelines',
        ]),
      },
      columns: {
        ...textsOf('site.columns', ['product', 'community', 'legal']),
      },
      ...textsOf('site', ['notFound', 'backHome', 'browseCommands', 'errorTitle', 'errorLead', 'reload']),
    }) as const,
);
