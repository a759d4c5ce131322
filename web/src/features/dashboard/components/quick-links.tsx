// Quick links of a server: its analytics, commands and logs pages.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { SECTION_TEXTS, SERVER_TEXTS } from '../texts';

const SECTIONS = ['analytics', 'commands', 'logs'] as const;

/** Links to /dashboard/{id}/analytics, /commands and /logs. */
export function QuickLinks({ serverId }: { serverId: string }) {
  return (
    <Panel as="nav" title={SERVER_TEXTS.quickLinks}>
      <ul className="dash-quick grid gap-3">
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link className="inset grid gap-20 no-underline" to={paths.serverTool(serverId, section)}>
              <strong>{SECTION_TEXTS[section][0]}</strong>
              <span className="muted fs-85">{SECTION_TEXTS[section][1]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
