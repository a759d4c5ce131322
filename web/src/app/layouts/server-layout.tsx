// Layout of the pages of one server (/dashboard/{serverId}/...): server header and sidebar around the page.
import { Outlet } from 'react-router-dom';

/** Renders the server chrome around the current server page. */
export function ServerLayout() {
  return <Outlet />;
}
