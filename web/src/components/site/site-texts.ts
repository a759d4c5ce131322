// Every text of the public site's frame (navigation, footer, language switcher, theme form, 404, error region), read from the message catalogue.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const SITE_TEXTS = localized(() => ({
  ...textsOf('site'),
  footerBlurb: t('site.footerBlurb', { servers: SITE_CLAIMS.homeServers }),
  footerLegal: t('site.footerLegal', { product: PRODUCT_NAME }),
  theme: textsOf('site.theme'),
  links: textsOf('site.links'),
  columns: textsOf('site.columns'),
}));
