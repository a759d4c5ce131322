// /dashboard/{serverId}/role-config: ties each configurable role key to one of the server's roles.
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import type { RoleCategory } from '#shared/constants/role-categories';
import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { paths } from '#shared/site-routes';
import { ServerIcon } from '../../../components/server-icon';
import { StatusMessage } from '../../../components/status-message';
import { TipsPanel } from '../../../components/tips-panel';
import { ToolPage } from '../../../components/tool-page';
import { isSessionRejected } from '../../../lib/api-errors';
import { currentGuildAtom } from '../../../lib/current-guild';
import { clearToken } from '../../../lib/session';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { fetchRolePage, type RolePageData } from '../api/fetch-role-page';
import { updateConfigurableRole } from '../api/update-configurable-role';
import { RoleList } from '../components/role-list';
import { ROLE_PAGE_TEXTS, ROLE_TEXTS } from '../texts';
import '../role-config.css';

/** The page; without a server id in the address it says 'No guild ID provided'. */
export default function RoleConfigPage() {
  const guildId = useParams().serverId?.trim() ?? '';
  if (!guildId) {
    return (
      <ToolPage heading={ROLE_PAGE_TEXTS.title}>
        <StatusMessage tone="error" role="alert">
          {ROLE_PAGE_TEXTS.noGuild}
        </StatusMessage>
        <Link to={paths.dashboard}>{ROLE_PAGE_TEXTS.back}</Link>
      </ToolPage>
    );
  }
  return <RoleConfiguration guildId={guildId} />;
}

/**
 * Loads the server, its roles and assignments, then saves each selection at once: 'Saving...',
 * then 'Successfully updated {role}' for 3 s or 'Failed to update {role}' for 5 s.
 */
function RoleConfiguration({ guildId }: { guildId: string }) {
  const [currentGuild, setCurrentGuild] = useAtom(currentGuildAtom);
  const [run, setRun] = useState(0);
  const [data, setData] = useState<RolePageData | null>(null);
  const [saving, setSaving] = useState<Partial<Record<ConfigurableRoleKey, boolean>>>({});
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_MESSAGE_MS);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<RoleCategory>('all');

  useEffect(() => {
    void run;
    let active = true;
    setData(null);
    fetchRolePage(guildId).then(
      (loaded) => {
        if (!active) return;
        const { guild } = loaded;
        if (guild) setCurrentGuild({ id: guildId, name: guild.name, icon: guild.icon ?? null });
        setData(loaded);
      },
      (error: unknown) => {
        if (active && isSessionRejected(error)) clearToken();
      },
    );
    return () => {
      active = false;
    };
  }, [guildId, run, setCurrentGuild]);

  const save = async (key: ConfigurableRoleKey, roleId: string | null) => {
    const { name } = ROLE_TEXTS[key];
    setSaving((current) => ({ ...current, [key]: true }));
    try {
      await updateConfigurableRole(guildId, { roleName: key, roleId });
      setData((current) => current && { ...current, config: { ...current.config, [key]: roleId } });
      showSuccess(ROLE_PAGE_TEXTS.success(name));
    } catch {
      showFailure(ROLE_PAGE_TEXTS.failure(name));
    } finally {
      setSaving((current) => ({ ...current, [key]: false }));
    }
  };

  const known = data?.guild ?? (currentGuild?.id === guildId ? currentGuild : null);
  return (
    <ToolPage
      heading={ROLE_PAGE_TEXTS.title}
      intro={known?.name ?? guildId}
      leading={<ServerIcon id={guildId} icon={known?.icon} name={known?.name ?? ''} size={64} />}
      actions={
        <>
          <Link className="button button--secondary" to={paths.server(guildId)}>
            {ROLE_PAGE_TEXTS.back}
          </Link>
          <button
            type="button"
            className="button"
            disabled={!data}
            onClick={() => setRun((value) => value + 1)}
          >
            {ROLE_PAGE_TEXTS.refresh}
          </button>
        </>
      }
    >
      <p className="rc-intro">{ROLE_PAGE_TEXTS.intro}</p>
      {success && (
        <StatusMessage tone="success" role="status">
          {success}
        </StatusMessage>
      )}
      {failure && (
        <StatusMessage tone="error" role="alert">
          {failure}
        </StatusMessage>
      )}
      {!data ? (
        <p className="rc-loading" role="status">
          {ROLE_PAGE_TEXTS.loading}
        </p>
      ) : (
        <>
          {data.userInfoFailed && (
            <StatusMessage tone="warning">{ROLE_PAGE_TEXTS.userInfoFailed}</StatusMessage>
          )}
          {data.demo && (
            <StatusMessage tone="warning" role="alert" detail={ROLE_PAGE_TEXTS.demoNotice}>
              {ROLE_PAGE_TEXTS.configFailed}
            </StatusMessage>
          )}
          <RoleList
            data={data}
            saving={saving}
            query={query}
            category={category}
            onQuery={setQuery}
            onCategory={setCategory}
            onChange={(key, roleId) => void save(key, roleId)}
          />
        </>
      )}
      <TipsPanel heading={ROLE_PAGE_TEXTS.helpTitle} tips={ROLE_PAGE_TEXTS.help} />
    </ToolPage>
  );
}
