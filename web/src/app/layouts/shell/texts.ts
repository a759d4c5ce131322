// Texts of the dashboard chrome: header, sidebar, 'Pro Tip' and version label, read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';

export const SHELL_TEXTS = localized(
  () =>
    ({
      brand: t('dashboard.shell.brand'),
      home: t('dashboard.shell.home'),
      logout: t('dashboard.shell.logout'),
      profileLinkSuffix: t('dashboard.shell.profileLinkSuffix'),
      menu: t('dashboard.shell.menu'),
      closeMenu: t('dashboard.shell.closeMenu'),
      navLabel: t('dashboard.shell.navLabel'),
      toolsHeading: t('dashboard.shell.toolsHeading'),
      proTipTitle: t('dashboard.shell.proTipTitle'),
      proTipText: t('dashboard.shell.proTipText'),
      version: (label: string) => t('dashboard.shell.version', { label }),
    }) as const,
);

export const NAV_TEXTS = localized(
  () =>
    ({
      dashboard: t('dashboard.nav.dashboard'),
      profile: t('dashboard.nav.profile'),
      commands: t('dashboard.nav.commands'),
      settings: t('dashboard.nav.settings'),
      premium: t('dashboard.nav.premium'),
      support: t('dashboard.nav.support'),
      serverSettings: t('dashboard.nav.serverSettings'),
      analytics: t('dashboard.nav.analytics'),
      logs: t('dashboard.nav.logs'),
    }) as const,
);
