// Reaction Roles page (/dashboard/{id}/reaction-role): a message with up to five role buttons.
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import type { ReactionRoleShare } from '#shared/schemas/reaction-roles';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { MentionSourcesProvider } from '#web/components/autocomplete/mention-sources';
import { mentionResolver } from '#web/components/autocomplete/use-editor-mentions';
import { BusyButton } from '#web/components/busy-button';
import { ChannelSelect } from '#web/components/channel-select';
import { DraftProblems } from '#web/components/draft-problems';
import { ShareLinkButton } from '#web/components/share-link-button';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { TemplateGallery } from '#web/components/template-gallery';
import { ToolForm } from '#web/components/tool-form';
import { ToolPage } from '#web/components/tool-page';
import { offeredChannels } from '#web/lib/discord/channels';
import {
  emptyReactionRoleDraft,
  emptyRoleButton,
  isReactionRoleDraftDirty,
  reactionRoleDraftProblems,
  roleButtonsToSend,
} from '#web/lib/embed/reaction-role-payload';
import { useDraftHandedOver } from '#web/lib/open-draft-in-editor';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard';
import { useServerResources } from '../api/get-server-resources';
import { useSendReactionRoles } from '../api/use-send-reaction-roles';
import { ReactionRolePreview } from '../components/reaction-role-preview';
import { RoleButtonList } from '../components/role-button-list';
import { loadRoleTemplates, renderRoleTemplate } from '../components/role-templates';
import { RR_TEXTS } from '../texts';
import '../components/reaction-roles.css';

export default function ReactionRolesPage() {
  const { serverId = '' } = useParams();
  const { resources, loading, error: loadError, reload } = useServerResources(serverId);
  const [draft, setDraft] = useState(emptyReactionRoleDraft);
  const reset = useCallback(() => setDraft(emptyReactionRoleDraft()), []);
  const emojis = resources?.emojis ?? [];
  const send = useSendReactionRoles(serverId, draft, emojis, reset);
  const roles = useMemo(
    () =>
      (resources?.roles ?? [])
        .filter((role) => role.id !== serverId && role.name !== '@everyone')
        .sort((a, b) => b.position - a.position),
    [resources, serverId],
  );
  const channels = useMemo(() => offeredChannels(resources?.channelsServers ?? []), [resources]);
  // The message's '@' inserts the role's name, as the spec has it (section 5); roles are loaded here already.
  const mentions = useMemo(
    () => ({ serverId, channels, roles, emojis, want: () => undefined, roleInsert: 'name' as const }),
    [serverId, channels, roles, emojis],
  );
  const problems = useMemo(() => reactionRoleDraftProblems(draft), [draft]);
  const problemAt = (path: string) => problems.find((problem) => problem.path === path)?.message;
  const leaveDialog = useUnsavedChangesGuard(send.status !== 'sent' && isReactionRoleDraftDirty(draft));
  const openShared = useCallback(
    (share: ReactionRoleShare) => {
      const known = new Set(roles.map((role) => role.id));
      const rows = share.roles.map((row) => ({
        ...emptyRoleButton(),
        ...row,
        roleId: known.has(row.roleId) ? row.roleId : '',
      }));
      setDraft((d) => ({
        ...d,
        message: share.message,
        roles: rows.length > 0 ? rows : [emptyRoleButton()],
      }));
    },
    [roles],
  );
  const replaceDialog = useDraftHandedOver('reaction-role', serverId, {
    ready: resources !== null,
    dirty: isReactionRoleDraftDirty(draft),
    apply: openShared,
  });

  return (
    <ToolPage
      heading={RR_TEXTS.heading}
      intro={RR_TEXTS.intro}
      actions={
        <ShareLinkButton
          tool="reaction-role"
          value={() => ({ message: draft.message, roles: draft.roles.map(({ id: _id, ...row }) => row) })}
        />
      }
    >
      {loading && <StatusText>{RR_TEXTS.loading}</StatusText>}
      {loadError && (
        <StatusMessage tone="error">
          <span>{RR_TEXTS.loadFailed(loadError)}</span>
          <button type="button" className="button button--secondary" onClick={reload}>
            {RR_TEXTS.retry}
          </button>
        </StatusMessage>
      )}
      <TemplateGallery
        load={loadRoleTemplates}
        renderPreview={renderRoleTemplate}
        onApply={openShared}
        noUndo
        askFirst={isReactionRoleDraftDirty(draft)}
      />
      <div className="tool-grid grid gap-6">
        <ToolForm
          legend={RR_TEXTS.legend}
          disabled={send.status !== 'idle' || !resources}
          onSubmit={send.submit}
          fields={
            <MentionSourcesProvider value={mentions}>
              <ChannelSelect
                channels={channels}
                loading={loading}
                value={draft.channelId}
                onChange={(channelId) => setDraft((d) => ({ ...d, channelId }))}
              />
              <MentionField
                label={RR_TEXTS.message}
                value={draft.message}
                max={DISCORD_LIMITS.content}
                multiline
                hint={RR_TEXTS.messageHint}
                error={problemAt('message')}
                onChange={(message) => setDraft((d) => ({ ...d, message }))}
              />
              <RoleButtonList
                rows={draft.roles}
                roles={roles}
                emojis={emojis}
                botHighestRolePosition={resources?.botHighestRolePosition}
                problemAt={problemAt}
                onChange={(rows) => setDraft((d) => ({ ...d, roles: rows }))}
              />
            </MentionSourcesProvider>
          }
        >
          <p className="inset rr-tip muted fs-90 p-3-4">{RR_TEXTS.tip}</p>
          <DraftProblems id="rr-problems" problems={problems} />
          <div className="cluster tool-send-bar between">
            <div className="tool-send-bar__messages">
              {send.status === 'sent' && <StatusMessage tone="success">{RR_TEXTS.sent}</StatusMessage>}
              {send.error && <StatusMessage tone="error">{send.error}</StatusMessage>}
            </div>
            <BusyButton
              type="submit"
              className="button ms-auto"
              busy={send.status === 'sending'}
              busyText={RR_TEXTS.sending}
              locked={send.status === 'sent'}
              disabled={!resources || problems.length > 0}
              aria-describedby={problems.length > 0 ? 'rr-problems' : undefined}
            >
              {RR_TEXTS.send}
            </BusyButton>
          </div>
        </ToolForm>
        <ReactionRolePreview
          message={draft.message}
          buttons={roleButtonsToSend(draft.roles, emojis)}
          resolver={mentionResolver(mentions)}
        />
      </div>
      {leaveDialog}
      {replaceDialog}
    </ToolPage>
  );
}
