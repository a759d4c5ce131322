// 'Server Information': icon, age in days, premium Active/Standard, bot permissions and the upgrade link.
import { Link } from 'react-router-dom';
import type { ServerDetail } from '#shared/schemas/server';
import { paths } from '#shared/site-routes';
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
      <dl className="stack dash-facts">
        <div>
          <dt>{SERVER_TEXTS.age}</dt>
          <dd>{ageDays === null ? SERVER_TEXTS.unknown : SERVER_TEXTS.days(ageDays)}</dd>
        </div>
        <div>
          <dt>{SERVER_TEXTS.premiumStatus}</dt>
          <dd>
            <span className={`tag ${server.premium ? 'dash-badge--premium' : 'dash-badge--admin'}`}>
              {server.premium ? SERVER_TEXTS.premiumActive : SERVER_TEXTS.premiumStandard}
            </span>
          </dd>
        </div>
        <div>
          <dt>{SERVER_TEXTS.botPermissions}</dt>
          <dd>{SERVER_TEXTS.administrator}</dd>
        </div>
      </dl>
      <Link className="button dash-info__upgrade" to={paths.premium}>
        {server.premium ? SERVER_TEXTS.viewPlans : SERVER_TEXTS.upgrade}
      </Link>
    </Panel>
  );
}
