// The sidebar entries of the dashboard pages and of a server's pages (spec section 2).
import { paths } from '#shared/site-routes';
import { TOOL_TEXTS, type ToolSlug } from '#web/features/dashboard/texts';
import { localPath } from '#web/lib/i18n/local-path';
import { NAV_TEXTS } from './texts';

/** One sidebar link. `external` opens in a new tab; `end` marks it active on its exact path only. */
export interface NavItem {
  label: string;
  to: string;
  icon: string;
  external?: boolean;
  end?: boolean;
}

/**
 * Sidebar of /dashboard and /dashboard/profile: Dashboard, Profile, Commands, Settings, Premium,
 * Support; the public pages in the dashboard's language (`/es/commands`).
 */
export function dashboardNav(supportUrl: string): NavItem[] {
  return [
    { label: NAV_TEXTS.dashboard, to: paths.dashboard, icon: '▦', end: true },
    { label: NAV_TEXTS.profile, to: paths.profile, icon: '☺' },
    { label: NAV_TEXTS.commands, to: localPath(paths.commands), icon: '⌘' },
    { label: NAV_TEXTS.settings, to: localPath(paths.settings), icon: '⚙' },
    { label: NAV_TEXTS.premium, to: localPath(paths.premium), icon: '★' },
    { label: NAV_TEXTS.support, to: supportUrl, icon: '?', external: true },
  ];
}

/** Sidebar of /dashboard/{id}/*: Dashboard, Server Settings, Commands, Analytics, Logs. */
export function serverNav(serverId: string): NavItem[] {
  return [
    { label: NAV_TEXTS.dashboard, to: paths.dashboard, icon: '▦', end: true },
    { label: NAV_TEXTS.serverSettings, to: paths.server(serverId), icon: '⚙', end: true },
    { label: NAV_TEXTS.commands, to: localPath(paths.commands), icon: '⌘' },
    { label: NAV_TEXTS.analytics, to: paths.serverTool(serverId, 'analytics'), icon: '▲' },
    { label: NAV_TEXTS.logs, to: paths.serverTool(serverId, 'logs'), icon: '☰' },
  ];
}

/** The server's tool pages, for the sidebar's Tools group. */
export function serverToolNav(serverId: string): NavItem[] {
  return (Object.keys(TOOL_TEXTS) as ToolSlug[]).map((tool) => ({
    label: TOOL_TEXTS[tool].name,
    to: paths.serverTool(serverId, tool),
    icon: TOOL_TEXTS[tool].icon,
  }));
}
