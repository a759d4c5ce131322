// 'Server Configuration': the editable prefix, guild id, owner id and creation date.
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { ServerDetail } from '#shared/schemas/server';
import { FactList } from '#web/components/fact-list';
import { Panel } from '#web/components/panel';
import { formatDate, LONG_DATE } from '#web/lib/i18n/i18n';
import { SERVER_TEXTS } from '../texts';
import { PrefixEditor } from './prefix-editor';

/** Props: the server and its creation date (null when unknown). */
export interface ServerConfigPanelProps {
  server: ServerDetail;
  created: Date | null;
}

/** The configuration panel; a server without a prefix shows the default '.'. */
export function ServerConfigPanel({ server, created }: ServerConfigPanelProps) {
  return (
    <Panel title={SERVER_TEXTS.configTitle}>
      <FactList
        className="stack dash-facts"
        itemClassName="grid gap-20"
        termClassName="muted fs-80 uppercase"
        facts={[
          {
            term: SERVER_TEXTS.prefix,
            value: <PrefixEditor serverId={server.id} prefix={server.prefix ?? DEFAULT_PREFIX} />,
          },
          { term: SERVER_TEXTS.guildId, value: <code>{server.id}</code> },
          { term: SERVER_TEXTS.ownerId, value: <code>{server.ownerId ?? SERVER_TEXTS.unknown}</code> },
          {
            term: SERVER_TEXTS.created,
            value: created ? (
              <time dateTime={created.toISOString()}>{formatDate(created, LONG_DATE)}</time>
            ) : (
              SERVER_TEXTS.unknown
            ),
          },
        ]}
      />
    </Panel>
  );
}
