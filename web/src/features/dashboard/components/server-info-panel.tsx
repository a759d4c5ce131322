// 'Server Information': icon, age in days, premium Active/Standard, bot permissions and the upgrade link.
import { Link } from 'react-router-dom';
import type { ServerDetail } from '#shared/schemas/server';
import { paths } from '#shared/site-routes';
import { FactList } from '#web/components/fact-list';
import { Panel } from '#web/components/panel';
import { ServerIcon } from '#web/components/server-icon';
import { SERVER_TEXTS } from '../texts';

/** Props: the server and its age in whole days (null when the creation date is unknown). */
export interface ServerInfoPanelProps {
  server: ServerDetail;
  ageDays: number | null;
}

/** The information panel; the bot is always shown as holding Administrator. */
export function ServerInfoPanel({ server, ageDays }: ServerInfoPanelProps) {
  return (
    <Panel title={SERVER_TEXTS.infoTitle}>
      <div className="dash-info__icon flex">
        <ServerIcon id={server.id} icon={server.icon} name={server.name} size={96} />
      </div>
      <FactList
        className="stack dash-facts"
        itemClassName="grid gap-20"
        termClassName="muted fs-80 uppercase"
        facts={[
          {
            term: SERVER_TEXTS.age,
            value: ageDays === null ? SERVER_TEXTS.unknown : SERVER_TEXTS.days(ageDays),
          },
          {
            term: SERVER_TEXTS.premiumStatus,
            value: (
              <span className={`tag ${server.premium ? 'dash-badge--premium' : 'dash-badge--admin'}`}>
                {server.premium ? SERVER_TEXTS.premiumActive : SERVER_TEXTS.premiumStandard}
              </span>
            ),
          },
          { term: SERVER_TEXTS.botPermissions, value: SERVER_TEXTS.administrator },
        ]}
      />
      <Link className="button dash-info__upgrade" to={paths.premium}>
        {server.premium ? SERVER_TEXTS.viewPlans : SERVER_TEXTS.upgrade}
      </Link>
    </Panel>
  );
}
