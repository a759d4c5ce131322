// /dashboard/{serverId}/role-config: ties each configurable role key to one of the server's roles.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { paths } from '#shared/site-routes';
import { LazyEditConflictNotice } from '#web/components/lazy-edit-conflict-notice';
import { LockableButton } from '#web/components/lockable-button';
import { ServerIcon } from '#web/components/server-icon';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { TipsPanel } from '#web/components/tips-panel';
import { ToolPage } from '#web/components/tool-page';
import { useEditorShortcuts } from '#web/lib/a11y/use-editor-shortcuts';
import { useEditConflict } from '#web/lib/edit-conflict';
import { queryKeys } from '#web/lib/query-keys';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useSavingRoleKeys, useUpdateConfigurableRole } from '../api/update-configurable-role';
import { useRolePage } from '../api/use-role-page';
import { RoleList } from '../components/role-list';
import { ROLE_PAGE_TEXTS, ROLE_TEXTS } from '../texts';
import '../role-config.css';

/** The page; without a server id in the address it says 'No guild ID provided'. */
export default function RoleConfigPage() {
  const guildId = useParams().serverId?.trim() ?? '';
  if (!guildId) {
    return (
      <ToolPage heading={ROLE_PAGE_TEXTS.title}>
        <StatusMessage tone="error">{ROLE_PAGE_TEXTS.noGuild}</StatusMessage>
        <Link to={paths.dashboard}>{ROLE_PAGE_TEXTS.back}</Link>
      </ToolPage>
    );
  }
  return <RoleConfiguration guildId={guildId} />;
}

/** The role key of a role card's select id (`rc-select-{key}`), or null for any other element. */
function roleKeyOfSelect(id: string): ConfigurableRoleKey | null {
  const key = id.replace(/^rc-select-/, '');
  const known = id !== key && (CONFIGURABLE_ROLE_KEYS as readonly string[]).includes(key);
  return known ? (key as ConfigurableRoleKey) : null;
}

/**
 * Reads the server, its roles and assignments, then saves each selection at once: 'Saving...',
 * then 'Successfully updated {role}' for 3 s or 'Failed to update {role}' for 5 s. Ctrl/Cmd+S on
 * a role's select saves its selection again (after a failure, say) without the browser's save dialog.
 * 'Refresh Configuration' is locked while a reload runs, so it keeps the keyboard focus.
 */
function RoleConfiguration({ guildId }: { guildId: string }) {
  const { data, fetching, refresh } = useRolePage(guildId);
  const update = useUpdateConfigurableRole(guildId);
  const saving = useSavingRoleKeys(guildId);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_MESSAGE_MS);

  const client = useQueryClient();
  // The history entry the page loaded from: a save over another admin's later one answers 409.
  const editConflict = useEditConflict<{ key: ConfigurableRoleKey; roleId: string | null }>(
    guildId,
    'roles',
    {
      onKeepTheirs: () => client.invalidateQueries({ queryKey: queryKeys.configurableRoles(guildId) }),
      onSaveMine: ({ key, roleId }) => save(key, roleId, false),
    },
  );

  /** Saves one assignment; `checked` false saves over another admin's change (after the warning). */
  const save = (key: ConfigurableRoleKey, roleId: string | null, checked = true) => {
    const { name } = ROLE_TEXTS[key];
    editConflict.dismiss();
    // The promise, not mutate's callbacks: those only run for the latest of several running saves.
    update.mutateAsync({ roleName: key, roleId, base: editConflict.baseFor(checked) }).then(
      () => showSuccess(ROLE_PAGE_TEXTS.success(name)),
      (error) => {
        if (!editConflict.caught(error, { key, roleId })) showFailure(ROLE_PAGE_TEXTS.failure(name));
      },
    );
  };

  useEditorShortcuts({
    save: () => {
      const focused = document.activeElement;
      const key = focused instanceof HTMLSelectElement ? roleKeyOfSelect(focused.id) : null;
      if (key && focused instanceof HTMLSelectElement && !focused.disabled && !saving[key]) {
        save(key, focused.value || null);
      }
    },
  });

  const known = data?.guild;
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
          <LockableButton
            type="button"
            className="button"
            disabled={!data}
            locked={fetching}
            onClick={refresh}
          >
            {ROLE_PAGE_TEXTS.refresh}
          </LockableButton>
        </>
      }
    >
      <p className="rc-intro muted break-anywhere">{ROLE_PAGE_TEXTS.intro}</p>
      {success && <StatusMessage tone="success">{success}</StatusMessage>}
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
      {editConflict.notice && <LazyEditConflictNotice {...editConflict.notice} />}
      {!data ? (
        <StatusText className="rc-loading muted">{ROLE_PAGE_TEXTS.loading}</StatusText>
      ) : (
        <>
          {data.userInfoFailed && (
            <StatusMessage tone="warning">{ROLE_PAGE_TEXTS.userInfoFailed}</StatusMessage>
          )}
          {data.demo && (
            <StatusMessage tone="warning" detail={ROLE_PAGE_TEXTS.demoNotice}>
              {ROLE_PAGE_TEXTS.configFailed}
            </StatusMessage>
          )}
          <RoleList data={data} saving={saving} onChange={save} />
          {/* with the roles, not under the loading text: the list would push it down (a layout shift) */}
          <TipsPanel heading={ROLE_PAGE_TEXTS.helpTitle} tips={ROLE_PAGE_TEXTS.help} />
        </>
      )}
    </ToolPage>
  );
}
