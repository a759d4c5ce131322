// /dashboard: the servers the user administers where the bot is present, with retries and the empty state.
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { SearchBox } from '../../../components/search-box';
import { fetchAdminServers } from '../../../lib/admin-servers';
import { isSessionRejected } from '../../../lib/api-errors';
import { clearToken } from '../../../lib/session';
import { sessionUserAtom } from '../../../lib/session-user';
import { useRetryingLoad } from '../../../lib/use-retrying-load';
import { ConnectionIssue, LoadingState } from '../components/load-feedback';
import { ServerCard } from '../components/server-card';
import { LIST_TEXTS } from '../texts';
import '../dashboard.css';
import { Panel } from '../../../components/panel';
import { ToolPage } from '../../../components/tool-page';

/**
 * Loads GET /auth/servers (10 s timeout, 3 attempts). 401/403 removes the token, so the session
 * guard sends the user to /login; other failures show the 'Connection Issue' banner with Retry.
 */
export default function ServerListPage() {
  const setUser = useSetAtom(sessionUserAtom);
  const load = useCallback(async () => {
    try {
      const reply = await fetchAdminServers();
      setUser(reply.user);
      return reply;
    } catch (error) {
      if (isSessionRejected(error)) clearToken();
      throw error;
    }
  }, [setUser]);
  const { status, data, error, attempt, retry } = useRetryingLoad(load, 'servers');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (data?.adminGuilds ?? []).filter((guild) => guild.name.toLowerCase().includes(needle));
  }, [data, query]);

  return (
    <ToolPage heading={LIST_TEXTS.title} intro={LIST_TEXTS.intro}>
      {status === 'error' && <ConnectionIssue error={error} onRetry={retry} />}
      {status === 'loading' && <LoadingState attempt={attempt} text={LIST_TEXTS.loading} />}
      {status === 'loaded' && data && data.adminGuilds.length === 0 && (
        <Panel title={LIST_TEXTS.emptyTitle} className="dash-empty">
          <p>{LIST_TEXTS.emptyText}</p>
          <a className="button" href={apiUrl(apiRoutes.authDiscord())}>
            {LIST_TEXTS.invite}
          </a>
        </Panel>
      )}
      {status === 'loaded' && data && data.adminGuilds.length > 0 && (
        <>
          <SearchBox label={LIST_TEXTS.search} value={query} onChange={setQuery} />
          {shown.length === 0 ? (
            <p className="dash-note">{LIST_TEXTS.noMatch}</p>
          ) : (
            <ul className="dash-server-grid">
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
