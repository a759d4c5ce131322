// Layout of the signed-in dashboard pages (server list, profile): header and sidebar around the page.

import { Outlet } from 'react-router-dom';
import { usePublicConfig } from '#web/lib/public-config';
import { DashboardShell } from './shell/dashboard-shell';
import { dashboardNav } from './shell/nav-items';

/** Renders the dashboard chrome (sidebar: Dashboard, Profile, Commands, Settings, Premium, Support). */
export function DashboardLayout() {
  const { supportInviteUrl } = usePublicConfig();
  return (
    <DashboardShell groups={[{ items: dashboardNav(supportInviteUrl) }]}>
      <Outlet />
    </DashboardShell>
  );
}
