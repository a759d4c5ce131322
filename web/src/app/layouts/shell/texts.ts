// Texts of the dashboard chrome: header, sidebar, 'Pro Tip' and version label.

export const SHELL_TEXTS = {
  brand: 'Warden Dashboard',
  home: 'Home',
  logout: 'Logout',
  profileLinkSuffix: ', view profile',
  menu: 'Menu',
  closeMenu: 'Close menu',
  navLabel: 'Dashboard',
  toolsHeading: 'Tools',
  proTipTitle: 'Pro Tip',
  proTipText:
    'Turn on nuke protection: Antinuke stops mass bans, channel deletions and rogue admins before they wreck your server.',
  version: (label: string) => `Version ${label}`,
} as const;

export const NAV_TEXTS = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  commands: 'Commands',
  settings: 'Settings',
  premium: 'Premium',
  support: 'Support',
  serverSettings: 'Server Settings',
  analytics: 'Analytics',
  logs: 'Logs',
} as const;
