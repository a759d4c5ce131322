// The server's name, member count (or N/A) and command prefix (default '.').
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { ServerDetail } from '#shared/schemas/server';
import { FactList } from '#web/components/fact-list';
import { Panel } from '#web/components/panel';
import { formatNumber } from '#web/lib/i18n/i18n';
import { AUTORESPONDER_TEXTS as T } from '../texts';

/** Shows the three facts; while loading (or after a failed load) the values read '…' or N/A. */
export function ServerInfoCard({ server, loading }: { server: ServerDetail | null; loading: boolean }) {
  const placeholder = loading ? '…' : T.notAvailable;
  const members = typeof server?.memberCount === 'number' ? formatNumber(server.memberCount) : T.notAvailable;
  return (
    <Panel title={T.serverInfo} busy={loading}>
      <FactList
        className="ar-server grid gap-3"
        itemClassName="inset grid gap-20 min-w-0 p-3 semibold"
        termClassName="faint fs-75 bold uppercase"
        facts={[
          { term: T.serverName, value: server?.name ?? placeholder },
          { term: T.memberCount, value: server ? members : placeholder },
          { term: T.prefix, value: <code>{server ? server.prefix || DEFAULT_PREFIX : placeholder}</code> },
        ]}
      />
    </Panel>
  );
}
