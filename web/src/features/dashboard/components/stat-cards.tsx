// The four stat cards of a server: Members, Channels, Roles, Boost Level (fallbacks 5/3/0).

import { Panel } from '#web/components/panel';
import { formatNumber } from '#web/lib/i18n/i18n';
import type { ServerStats } from '../logic/server-stats';
import { SERVER_TEXTS } from '../texts';

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Panel as="li" variant="compact" className="block">
      <p className="dash-stat__label muted fs-85">{label}</p>
      <p className="dash-stat__value extrabold">{value}</p>
      {detail && <p className="dash-stat__detail faint fs-85">{detail}</p>}
    </Panel>
  );
}

/** The stat row; an unknown member count reads 'N/A'. */
export function StatCards({ stats }: { stats: ServerStats }) {
  const { stats: labels } = SERVER_TEXTS;
  return (
    <ul className="stack stack--large dash-stats" aria-label={SERVER_TEXTS.statsLabel}>
      <StatCard
        label={labels.members}
        value={stats.members === null ? SERVER_TEXTS.notAvailable : formatNumber(stats.members)}
      />
      <StatCard label={labels.channels} value={formatNumber(stats.channels)} />
      <StatCard label={labels.roles} value={formatNumber(stats.roles)} />
      <StatCard
        label={labels.boostLevel}
        value={SERVER_TEXTS.level(stats.boostLevel)}
        detail={SERVER_TEXTS.boosts(stats.boosts)}
      />
    </ul>
  );
}
