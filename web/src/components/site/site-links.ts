// The links of the public site's navigation and footer (spec section 2).
import { paths } from '#shared/site-routes';
import { localized } from '#web/lib/i18n/i18n';
import { SITE_TEXTS } from './site-texts';

/**
 * A site link: a page of the site (`homeOnly` ones appear in the navigation of the landing
 * page only), or the support server's invite from the public config, opened in a new tab.
 */
export type SiteLink = { label: string; to: string; homeOnly?: boolean } | { label: string; support: true };

/** The top navigation. */
export const NAV_LINKS: readonly SiteLink[] = localized(() => {
  const { links } = SITE_TEXTS;
  return [
    { label: links.home, to: paths.home },
    { label: links.commands, to: paths.commands },
    { label: links.premium, to: paths.premium },
    { label: links.team, to: paths.team, homeOnly: true },
    { label: links.dashboard, to: paths.dashboard, homeOnly: true },
    { label: links.support, support: true },
  ];
});

/** The footer's link columns. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly SiteLink[] }[] = localized(() => {
  const { links, columns } = SITE_TEXTS;
  return [
    {
      title: columns.product,
      links: [
        { label: links.features, to: paths.features },
        { label: links.commands, to: paths.commands },
        { label: links.dashboard, to: paths.dashboard },
        { label: links.premium, to: paths.premium },
      ],
    },
    {
      title: columns.community,
      links: [
        { label: links.supportServer, support: true },
        { label: links.contact, to: paths.contact },
        { label: links.ourTeam, to: paths.team },
      ],
    },
    {
      title: columns.legal,
      links: [
        { label: links.privacy, to: paths.privacy },
        { label: links.terms, to: paths.terms },
        { label: links.guidelines, to: paths.guidelines },
      ],
    },
  ];
});
