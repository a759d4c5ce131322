// 'Server Configuration': the editable prefix, guild id, owner id and creation date.
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { ServerDetail } from '#shared/schemas/server';
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
      <dl className="stack dash-facts">
        <div>
          <dt>{SERVER_TEXTS.prefix}</dt>
          <dd>
            <PrefixEditor serverId={server.id} prefix={server.prefix ?? DEFAULT_PREFIX} />
          </dd>
        </div>
        <div>
          <dt>{SERVER_TEXTS.guildId}</dt>
          <dd>
            <code>{server.id}</code>
          </dd>
        </div>
        <div>
          <dt>{SERVER_TEXTS.ownerId}</dt>
          <dd>
            <code>{server.ownerId ?? SERVER_TEXTS.unknown}</code>
          </dd>
        </div>
        <div>
          <dt>{SERVER_TEXTS.created}</dt>
          <dd>
            {created ? (
              <time dateTime={created.toISOString()}>{formatDate(created, LONG_DATE)}</time>
            ) : (
              SERVER_TEXTS.unknown
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
