// Embed Generator page (/dashboard/{id}/embed-generator): compose, preview and send an embed.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { MentionSourcesProvider } from '#web/components/autocomplete/mention-sources';
import {
  mentionResolver,
  mentionsRole,
  useEditorMentions,
} from '#web/components/autocomplete/use-editor-mentions';
import { ChannelSelect } from '#web/components/channel-select';
import { DraftProblems } from '#web/components/draft-problems';
import { ShareLinkButton } from '#web/components/share-link-button';
import { StatusMessage } from '#web/components/status-message';
import { TemplateGallery } from '#web/components/template-gallery';
import { ToolForm } from '#web/components/tool-form';
import { ToolPage } from '#web/components/tool-page';
import { useUndoHistory } from '#web/lib/a11y/use-undo-history';
import { type EmbedDraft, isEmbedDraftDirty } from '#web/lib/embed/embed-draft';
import { useDraftHandedOver } from '#web/lib/open-draft-in-editor';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard';
import { useEmbedChannels } from '../api/get-embed-channels';
import { useSendEmbed } from '../api/use-send-embed';
import { useEmbedDraft } from '../atoms/use-embed-draft';
import { EmbedEditor } from '../components/embed-editor';
import { EmbedJsonPanel } from '../components/embed-json-panel';
import { EmbedPreviewPanel } from '../components/embed-preview-panel';
import { EmbedSendBar } from '../components/embed-send-bar';
import { loadEmbedTemplates, renderTemplatePreview } from '../components/embed-templates';
import { embedDraftProblems } from '../logic/embed-draft-problems';
import { EMBED_TEXTS } from '../texts';
import '../components/embed-sender.css';

export default function EmbedSenderPage() {
  const { serverId = '' } = useParams();
  const { draft, update, replace, reset } = useEmbedDraft(serverId);
  const channels = useEmbedChannels(serverId);
  const send = useSendEmbed(serverId, draft, reset);
  const holdsRoleMention = useMemo(() => mentionsRole(JSON.stringify(draft)), [draft]);
  const mentions = useEditorMentions(serverId, channels.channels, holdsRoleMention);
  const undoHistory = useUndoHistory(draft, replace, { scope: serverId, paused: send.status !== 'idle' });
  const [livePreview, setLivePreview] = useState(true);
  const problems = useMemo(() => embedDraftProblems(draft), [draft]);
  const problemAt = (path: string) => problems.find((problem) => problem.path === path)?.message;
  const leaveDialog = useUnsavedChangesGuard(send.status !== 'sent' && isEmbedDraftDirty(draft));
  const channelId = draft.channelId;
  const openHanded = useCallback(
    (handed: EmbedDraft) => replace({ ...handed, channelId: handed.channelId || channelId }),
    [replace, channelId],
  );
  const replaceDialog = useDraftHandedOver('embed-generator', serverId, {
    ready: true,
    dirty: isEmbedDraftDirty(draft),
    apply: openHanded,
  });

  const knownChannel = channels.channels.some((channel) => channel.id === draft.channelId);
  const { amend } = undoHistory;
  useEffect(() => {
    if (!channels.loading && draft.channelId && !knownChannel) amend({ ...draft, channelId: '' });
  }, [channels.loading, draft, knownChannel, amend]);

  return (
    <MentionSourcesProvider value={mentions}>
      <ToolPage
        heading={EMBED_TEXTS.heading}
        intro={EMBED_TEXTS.intro}
        actions={
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={livePreview}
                onChange={(event) => setLivePreview(event.target.checked)}
              />
              <span>{EMBED_TEXTS.livePreview}</span>
            </label>
            <ShareLinkButton
              tool="embed-generator"
              value={async () => (await import('#web/lib/embed/embed-json')).draftToDiscordJson(draft)}
            />
          </>
        }
      >
        {channels.failed && (
          <StatusMessage tone="warning">
            <strong>{EMBED_TEXTS.loadChannelsFailed}</strong> <span>{EMBED_TEXTS.sampleChannelsNote}</span>{' '}
            <button type="button" className="button button--secondary" onClick={channels.reload}>
              {EMBED_TEXTS.retry}
            </button>
          </StatusMessage>
        )}
        <TemplateGallery
          load={loadEmbedTemplates}
          renderPreview={(template) => renderTemplatePreview(template, channels.channels)}
          onApply={openHanded}
        />
        <div className={livePreview ? 'tool-grid grid gap-6' : 'grid cols-1 gap-6'}>
          <ToolForm
            legend={EMBED_TEXTS.messageLegend}
            disabled={send.status !== 'idle'}
            onSubmit={send.submit}
            fields={
              <>
                <ChannelSelect
                  channels={channels.channels}
                  loading={channels.loading}
                  value={knownChannel ? draft.channelId : ''}
                  onChange={(channelId) =>
                    update((d) => {
                      d.channelId = channelId;
                    })
                  }
                />
                <MentionField
                  label={EMBED_TEXTS.content}
                  value={draft.content}
                  max={L.content}
                  multiline
                  rows={3}
                  error={problemAt('content')}
                  onChange={(content) =>
                    update((d) => {
                      d.content = content;
                    })
                  }
                />
                <EmbedEditor
                  embed={draft.embed}
                  onChange={(recipe) => update((d) => recipe(d.embed))}
                  problemAt={problemAt}
                />
                <EmbedJsonPanel draft={draft} onImport={replace} />
              </>
            }
          >
            <DraftProblems id="embed-problems" problems={problems} />
            <EmbedSendBar
              status={send.status}
              error={send.error}
              blocked={problems.length > 0}
              dirty={isEmbedDraftDirty(draft)}
              onClear={reset}
              history={undoHistory}
            />
          </ToolForm>
          {livePreview && <EmbedPreviewPanel draft={draft} resolver={mentionResolver(mentions)} />}
        </div>
        {leaveDialog}
        {replaceDialog}
      </ToolPage>
    </MentionSourcesProvider>
  );
}
