// 'Server Configuration': the editable prefix, guild id, owner id and creation date.
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import { Panel } from '#web/components/panel';
import { formatDate, LONG_DATE } from '#web/lib/i18n/i18n';
import { SERVER_TEXTS } from '../texts';
import { PrefixEditor } from './prefix-editor';
import { ServerFacts, type ServerPanelProps } from './server-facts';

/** The configuration panel; a server without a prefix shows the default '.'. */
export function ServerConfigPanel({ server, created }: ServerPanelProps) {
  return (
    <Panel title={SERVER_TEXTS.configTitle}>
      <ServerFacts
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
