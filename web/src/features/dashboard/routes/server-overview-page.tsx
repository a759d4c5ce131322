// /dashboard/{serverId}: stats, configuration with prefix editing, tools, server information and quick links.

import { QuickLinks } from '../components/quick-links';
import { ServerConfigPanel } from '../components/server-config-panel';
import { ServerHeading } from '../components/server-heading';
import { ServerInfoPanel } from '../components/server-info-panel';
import { ServerPageFrame } from '../components/server-page-frame';
import { StatCards } from '../components/stat-cards';
import { ToolCards } from '../components/tool-cards';
import { createdAt, serverStats } from '../logic/server-stats';

/** The server dashboard; a saved prefix updates the shown data (the cached server detail) without reloading. */
export default function ServerOverviewPage() {
  return (
    <ServerPageFrame>
      {(server, load) => {
        const created = createdAt(server.age);
        return (
          <>
            <ServerHeading server={server} load={load} />
            <StatCards stats={serverStats(server)} />
            <div className="dash-columns grid gap-6">
              <ServerConfigPanel server={server} created={created} />
              <ServerInfoPanel server={server} created={created} />
            </div>
            <ToolCards serverId={server.id} />
            <QuickLinks serverId={server.id} />
          </>
        );
      }}
    </ServerPageFrame>
  );
}
