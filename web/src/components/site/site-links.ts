// The links of the public site's navigation and footer (spec section 2).
import { paths } from '#shared/site-routes';

/**
 * A site link: a page of the site (`homeOnly` ones appear in the navigation of the landing
 * page only), or the support server's invite from the public config, opened in a new tab.
 */
export type SiteLink = { label: string; to: string; homeOnly?: boolean } | { label: string; support: true };

/** The top navigation. */
export const NAV_LINKS: readonly SiteLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Commands', to: paths.commands },
  { label: 'Premium', to: paths.premium },
  { label: 'Team', to: paths.team, homeOnly: true },
  { label: 'Dashboard', to: paths.dashboard, homeOnly: true },
  { label: 'Support', support: true },
];

/** The footer's link columns. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.features },
      { label: 'Commands', to: paths.commands },
      { label: 'Dashboard', to: paths.dashboard },
      { label: 'Premium', to: paths.premium },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Support Server', support: true },
      { label: 'Contact', to: paths.contact },
      { label: 'Our Team', to: paths.team },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms & Conditions', to: paths.terms },
      { label: 'Community Guidelines', to: paths.guidelines },
    ],
  },
];
