// The body of each server section page: analytics snapshot, logs and commands, or an unknown section.
import { Link } from 'react-router-dom';
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { ServerDetail } from '#shared/schemas/server';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { serverStats } from '../logic/server-stats';
import { SECTION_PAGE_TEXTS as T } from '../section-texts';
import { ComingSoonPanel } from './coming-soon-panel';
import { StatCards } from './stat-cards';

/** The sections with their own page. */
export type SectionName = 'analytics' | 'logs' | 'commands';

/** Analytics: the live stats the bot reports, and the coming-soon activity charts. */
export function AnalyticsContent({ server }: { server: ServerDetail }) {
  return (
    <>
      <section className="stack stack--large" aria-labelledby="dash-snapshot-title">
        <div>
          <h2 id="dash-snapshot-title" className="fs-120">
            {T.snapshotTitle}
          </h2>
          <p className="muted">{T.snapshotIntro}</p>
        </div>
        <StatCards stats={serverStats(server)} />
      </section>
      <ComingSoonPanel title={T.analyticsSoonTitle} text={T.analyticsSoonText} />
    </>
  );
}

/** Commands: the server's prefix with an example, the catalogue link and the coming-soon toggles. */
export function CommandsContent({ server }: { server: ServerDetail }) {
  const prefix = server.prefix ?? DEFAULT_PREFIX;
  return (
    <>
      <Panel
        title={
          <>
            {T.commandsPrefix} <code>{prefix}</code>
          </>
        }
      >
        <p>
          {T.commandsExample} <code>{`${prefix}help`}</code>, <code>{`${prefix}serverinfo`}</code>
        </p>
        <p className="muted">{T.commandsPrefixHint}</p>
        <div className="flex wrap gap-3">
          <Link className="button" to={paths.commands}>
            {T.browseCommands}
          </Link>
          <Link className="button button--secondary" to={paths.server(server.id)}>
            {T.serverSettings}
          </Link>
        </div>
      </Panel>
      <ComingSoonPanel title={T.commandsSoonTitle} text={T.commandsSoonText}>
        <Link className="button button--secondary" to={paths.serverTool(server.id, 'role-config')}>
          {T.roleSetup}
        </Link>
      </ComingSoonPanel>
    </>
  );
}

/** Any other path under the server: says so and leads back. */
export function UnknownSectionContent({ server, section }: { server: ServerDetail; section: string }) {
  return (
    <ComingSoonPanel title={T.unknownTitle} text={T.unknownText(section)}>
      <Link className="button" to={paths.server(server.id)}>
        {T.backToServer}
      </Link>
    </ComingSoonPanel>
  );
}
