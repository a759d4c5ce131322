// /dashboard: the servers the user administers where the bot is present, with retries and the empty state.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { SearchBox } from '#web/components/search-box';
import { adminServersQuery } from '#web/lib/admin-servers';
import { loadView } from '#web/lib/load-view';
import { ConnectionIssue, LoadingState } from '../components/load-feedback';
import { ServerCard } from '../components/server-card';
import { LIST_TEXTS } from '../texts';
import '../dashboard.css';
import { Panel } from '#web/components/panel';
import { ToolPage } from '#web/components/tool-page';

/**
 * Reads GET /auth/servers (the shared query: 10 s timeout, 3 attempts). 401/403 ends the session
 * (the query client's rule), so the session guard sends the user to /login; other failures show
 * the 'Connection Issue' banner with Retry (yellow, above the list, when a list was already shown).
 */
export default function ServerListPage() {
  const { status, data, error, attempt, retry } = loadView(useQuery(adminServersQuery()));
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (data?.adminGuilds ?? []).filter((guild) => guild.name.toLowerCase().includes(needle));
  }, [data, query]);

  return (
    <ToolPage heading={LIST_TEXTS.title} intro={LIST_TEXTS.intro}>
      {status === 'error' && <ConnectionIssue error={error} onRetry={retry} stale={data !== undefined} />}
      {status === 'loading' && !data && <LoadingState attempt={attempt} text={LIST_TEXTS.loading} />}
      {data && data.adminGuilds.length === 0 && (
        <Panel title={LIST_TEXTS.emptyTitle} className="dash-empty center">
          <p className="muted">{LIST_TEXTS.emptyText}</p>
          <a className="button" href={apiUrl(apiRoutes.authDiscord())}>
            {LIST_TEXTS.invite}
          </a>
        </Panel>
      )}
      {data && data.adminGuilds.length > 0 && (
        <>
          <SearchBox label={LIST_TEXTS.search} value={query} onChange={setQuery} />
          {shown.length === 0 ? (
            <p className="muted">{LIST_TEXTS.noMatch}</p>
          ) : (
            <ul className="stack stack--large dash-server-grid">
              {shown.map((guild, index) => (
                <ServerCard key={guild.id ?? `no-id-${index}`} guild={guild} userId={data.user.id} />
              ))}
            </ul>
          )}
        </>
      )}
    </ToolPage>
  );
}
