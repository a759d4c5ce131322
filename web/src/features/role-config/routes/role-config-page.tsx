// /dashboard/{serverId}/role-config: ties each configurable role key to one of the server's roles.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import type { RoleCategory } from '#shared/constants/role-categories';
import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { paths } from '#shared/site-routes';
import { ServerIcon } from '../../../components/server-icon';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSavingRoleKeys, useUpdateConfigurableRole } from '../api/update-configurable-role';
import { useRolePage } from '../api/use-role-page';
import { RoleHelp } from '../components/role-help';
import { RoleList } from '../components/role-list';
import { ROLE_PAGE_TEXTS, ROLE_TEXTS } from '../texts';
import '../role-config.css';

/** The page; without a server id in the address it says 'No guild ID provided'. */
export default function RoleConfigPage() {
  const guildId = useParams().serverId?.trim() ?? '';
  if (!guildId) {
    return (
      <div className="rc-page" role="alert">
        <h1>{ROLE_PAGE_TEXTS.title}</h1>
        <p className="rc-error">{ROLE_PAGE_TEXTS.noGuild}</p>
        <Link to={paths.dashboard}>{ROLE_PAGE_TEXTS.back}</Link>
      </div>
    );
  }
  return <RoleConfiguration guildId={guildId} />;
}

/**
 * Reads the server, its roles and assignments, then saves each selection at once: 'Saving...',
 * then 'Successfully updated {role}' for 3 s or 'Failed to update {role}' for 5 s.
 */
function RoleConfiguration({ guildId }: { guildId: string }) {
  const { data, fetching, refresh } = useRolePage(guildId);
  const update = useUpdateConfigurableRole(guildId);
  const saving = useSavingRoleKeys(guildId);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_MESSAGE_MS);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<RoleCategory>('all');

  const save = (key: ConfigurableRoleKey, roleId: string | null) => {
    const { name } = ROLE_TEXTS[key];
    // The promise, not mutate's callbacks: those only run for the latest of several running saves.
    update.mutateAsync({ roleName: key, roleId }).then(
      () => showSuccess(ROLE_PAGE_TEXTS.success(name)),
      () => showFailure(ROLE_PAGE_TEXTS.failure(name)),
    );
  };

  const known = data?.guild;
  return (
    <div className="rc-page">
      <header className="rc-header">
        <ServerIcon id={guildId} icon={known?.icon} name={known?.name ?? ''} size={64} />
        <div className="rc-header__titles">
          <h1>{ROLE_PAGE_TEXTS.title}</h1>
          <p>{known?.name ?? guildId}</p>
        </div>
        <div className="rc-header__actions">
          <Link className="button button--secondary" to={paths.server(guildId)}>
            {ROLE_PAGE_TEXTS.back}
          </Link>
          <button type="button" className="button" disabled={!data || fetching} onClick={refresh}>
            {ROLE_PAGE_TEXTS.refresh}
          </button>
        </div>
      </header>
      <p className="rc-intro">{ROLE_PAGE_TEXTS.intro}</p>
      <div className="rc-messages">
        {success && <output className="rc-success">{success}</output>}
        {failure && (
          <p className="rc-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      {!data ? (
        <p className="rc-loading" role="status">
          {ROLE_PAGE_TEXTS.loading}
        </p>
      ) : (
        <>
          {data.userInfoFailed && <p className="rc-notice">{ROLE_PAGE_TEXTS.userInfoFailed}</p>}
          {data.demo && (
            <div className="rc-notice" role="alert">
              <strong>{ROLE_PAGE_TEXTS.configFailed}</strong>
              <p>{ROLE_PAGE_TEXTS.demoNotice}</p>
            </div>
          )}
          <RoleList
            data={data}
            saving={saving}
            query={query}
            category={category}
            onQuery={setQuery}
            onCategory={setCategory}
            onChange={save}
          />
        </>
      )}
      <RoleHelp />
    </div>
  );
}
