// 'Server Information': icon, age in days, premium Active/Standard, bot permissions and the upgrade link.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { ServerIcon } from '#web/components/server-icon';
import { ageInDays } from '../logic/server-stats';
import { SERVER_TEXTS } from '../texts';
import { ServerFacts, type ServerPanelProps } from './server-facts';

/**
 * The information panel: the age in whole days up to now (unknown without a creation date); the
 * bot is always shown as holding Administrator.
 */
export function ServerInfoPanel({ server, created }: ServerPanelProps) {
  const ageDays = created ? ageInDays(created, Date.now()) : null;
  return (
    <Panel title={SERVER_TEXTS.infoTitle}>
      <div className="dash-info__icon flex">
        <ServerIcon id={server.id} icon={server.icon} name={server.name} size={96} />
      </div>
      <ServerFacts
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
