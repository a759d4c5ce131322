// Every text of the public site's frame (navigation, footer, language switcher, theme form, 404, error region), read from the message catalogue.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const SITE_TEXTS = localized(
  () =>
    ({
      skipToContent: t('site.skipToContent'),
      mainNav: t('site.mainNav'),
      menu: t('site.menu'),
      opensInNewTab: t('site.opensInNewTab'),
      footerBlurb: t('site.footerBlurb', { servers: SITE_CLAIMS.homeServers }),
      footerLegal: t('site.footerLegal', { product: PRODUCT_NAME }),
      language: t('site.language'),
      theme: {
        label: t('site.theme.label'),
        system: t('site.theme.system'),
        light: t('site.theme.light'),
        dark: t('site.theme.dark'),
      },
      links: {
        home: t('site.links.home'),
        commands: t('site.links.commands'),
        premium: t('site.links.premium'),
        team: t('site.links.team'),
        dashboard: t('site.links.dashboard'),
        support: t('site.links.support'),
        features: t('site.links.features'),
        supportServer: t('site.links.supportServer'),
        contact: t('site.links.contact'),
        ourTeam: t('site.links.ourTeam'),
        privacy: t('site.links.privacy'),
        terms: t('site.links.terms'),
        guidelines: t('site.links.guidelines'),
      },
      columns: {
        product: t('site.columns.product'),
        community: t('site.columns.community'),
        legal: t('site.columns.legal'),
      },
      notFound: t('site.notFound'),
      backHome: t('site.backHome'),
      browseCommands: t('site.browseCommands'),
      errorTitle: t('site.errorTitle'),
      errorLead: t('site.errorLead'),
      reload: t('site.reload'),
    }) as const,
);
