// The loaded editor: header, tabs and panel, variables and tips, the sticky preview and the save bar.

import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import type { Channel } from '#shared/schemas/resources';
import { welcomerUpdateSchema } from '#shared/schemas/welcomer';
import { MentionSourcesProvider } from '#web/components/autocomplete/mention-sources';
import {
  mentionResolver,
  mentionsRole,
  useEditorMentions,
} from '#web/components/autocomplete/use-editor-mentions';
import { LazyEditConflictNotice } from '#web/components/lazy-edit-conflict-notice';
import { Panel } from '#web/components/panel';
import { Tabs } from '#web/components/tabs';
import { TemplateGallery } from '#web/components/template-gallery';
import { TipsPanel } from '#web/components/tips-panel';
import { useAnnounce } from '#web/lib/a11y/announcer';
import { useEditorShortcuts } from '#web/lib/a11y/use-editor-shortcuts';
import { useUndoHistory } from '#web/lib/a11y/use-undo-history';
import { ApiRequestError } from '#web/lib/api-client';
import { failureReason } from '#web/lib/api-errors';
import { useEditConflict } from '#web/lib/edit-conflict';
import { useAtom, useAtomValue, useSetAtom } from '#web/lib/jotai';
import { useDraftHandedOver } from '#web/lib/open-draft-in-editor';
import { queryKeys } from '#web/lib/query-keys';
import { drawnByShell } from '#web/lib/shell-handover';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard';
import { useSaveWelcomeConfig } from '../api/save-welcome-config';
import {
  openSharedWelcomeAtom,
  startEditingAtom,
  useWelcomeDraft,
  welcomeDirtyAtom,
  welcomeEditorStateAtom,
  welcomeSavedAtom,
} from '../atoms/welcome-editor-atoms';
import { useWelcomeProblems } from '../hooks/use-welcome-problems';
import { VariableInsertionProvider } from '../hooks/variable-insertion';
import { buildWelcomerUpdate } from '../logic/welcome-payload';
import { visibleWelcomeTabs, type WelcomeTab } from '../logic/welcome-tabs';
import { WELCOME_TEXTS as T } from '../texts';
import { AdvancedTab } from './advanced-tab';
import { EmbedTab } from './embed-tab';
import { GeneralTab } from './general-tab';
import { MessageTab } from './message-tab';
import { SaveBar } from './save-bar';
import { VariablesPanel } from './variables-panel';
import { WelcomePage } from './welcome-header';
import { WelcomePreview } from './welcome-preview';
import { loadWelcomeTemplates, renderWelcomeTemplate } from './welcome-templates';

interface WelcomeEditorProps {
  serverId: string;
  channels: Channel[];
  channelsFailed: boolean;
  serverIconUrl: string | null;
}

/**
 * Renders the editor of the loaded draft; a tab hidden by a switch falls back to General. Save
 * sends POST /welcomer/update: 'Saving' while it runs, then 'Configuration saved successfully'
 * for 3 s (the sent config becomes the saved copy; edits made meanwhile stay), or the failure
 * with the reply's reason for 5 s, each announced as the save bar shows it. Ctrl/Cmd+S saves as
 * the button does; while problems block saving it announces them instead.
 */
export function WelcomeEditor({ serverId, channels, channelsFailed, serverIconUrl }: WelcomeEditorProps) {
  const { draft } = useWelcomeDraft();
  const saved = useAtomValue(welcomeSavedAtom);
  const setSaved = useSetAtom(welcomeSavedAtom);
  const dirty = useAtomValue(welcomeDirtyAtom);
  const startEditing = useSetAtom(startEditingAtom);
  const [editorState, setEditorState] = useAtom(welcomeEditorStateAtom);
  const undoHistory = useUndoHistory(editorState, setEditorState, { scope: serverId });
  const { sentences } = useWelcomeProblems();
  const saving = useSaveWelcomeConfig();
  const [savedFlag, showSaved, clearSaved] = useTimedMessage<true>(SUCCESS_MESSAGE_MS);
  const [failure, showFailure, clearFailure] = useTimedMessage(ERROR_MESSAGE_MS);
  const client = useQueryClient();
  // The history entry the editor loaded from: a save over another admin's later one answers 409.
  const editConflict = useEditConflict(serverId, 'welcome', {
    // Drops the local edits for the other admin's saved config (what the 409 sent), as if reloaded.
    onKeepTheirs: (theirs) => {
      const parsed = welcomerUpdateSchema.safeParse(theirs.body);
      if (!parsed.success) return;
      client.setQueryData(queryKeys.welcomeConfig(serverId), parsed.data.config);
      startEditing(parsed.data.config);
    },
    onSaveMine: () => save(false),
  });
  /** Saves the draft; `checked` false saves over another admin's change (after the conflict warning). */
  const save = (checked = true) => {
    const body = buildWelcomerUpdate(serverId, draft);
    clearSaved();
    clearFailure();
    editConflict.dismiss();
    saving.mutate(
      { ...body, base: editConflict.baseFor(checked) },
      {
        onSuccess: () => {
          setSaved(body.config);
          showSaved(true);
        },
        onError: (error) => {
          if (!editConflict.caught(error)) {
            showFailure(error instanceof ApiRequestError ? failureReason(error) : '');
          }
        },
      },
    );
  };
  const announce = useAnnounce();
  useEditorShortcuts({
    save: () => {
      if (sentences.length > 0) announce(T.cannotSaveAnnouncement(sentences.join(' ')), 'assertive');
      else if (!saving.isPending) save();
    },
  });
  const guardDialog = useUnsavedChangesGuard(dirty);
  const openShared = useSetAtom(openSharedWelcomeAtom);
  const replaceDialog = useDraftHandedOver('welcome-config', serverId, {
    ready: true,
    dirty,
    apply: openShared,
  });
  const mentions = useEditorMentions(
    serverId,
    channels,
    mentionsRole(draft.message + draft.embed.description),
  );
  // it fades in (spec); taking the place of the pre-rendered shell's copy, only what replaces its grey bars does
  const entered = drawnByShell(useLocation().pathname);
  const [chosenTab, setChosenTab] = useState<WelcomeTab>('general');
  const tabs = visibleWelcomeTabs(draft);
  const active = tabs.includes(chosenTab) ? chosenTab : 'general';
  const panelOf = (tab: WelcomeTab): ReactElement => {
    if (tab === 'general') return <GeneralTab channels={channels} channelsFailed={channelsFailed} />;
    if (tab === 'message') return <MessageTab />;
    return tab === 'embed' ? <EmbedTab /> : <AdvancedTab />;
  };
  return (
    <VariableInsertionProvider>
      <MentionSourcesProvider value={mentions}>
        <WelcomePage
          serverId={serverId}
          share={() => ({ message: draft.message, embed: draft.embed })}
          className={entered ? 'wc-page' : 'wc-page wc-page--fade'}
        >
          <TemplateGallery
            load={loadWelcomeTemplates}
            renderPreview={(share) => renderWelcomeTemplate(share, draft, serverIconUrl)}
            onApply={openShared}
          />
          <div
            className={
              entered ? 'wc-layout wc-layout--fade grid cols-1 gap-5' : 'wc-layout grid cols-1 gap-5'
            }
          >
            <Panel variant="flush" className="wc-layout__editor">
              <Tabs
                id="wc"
                label={T.tabsLabel}
                tabs={tabs}
                names={T.tabs}
                active={active}
                onSelect={setChosenTab}
                className="wc-tabs"
                panelClassName="wc-panel"
              >
                {panelOf(active)}
              </Tabs>
            </Panel>
            <aside className="wc-layout__preview min-w-0">
              <WelcomePreview
                channels={channels}
                resolver={mentionResolver(mentions)}
                serverIconUrl={serverIconUrl}
              />
            </aside>
            <div className="wc-layout__extras grid gap-5 min-w-0">
              <VariablesPanel canInsert={draft.enabled && active !== 'general'} />
              <TipsPanel heading={T.tipsHeading} tips={T.tips} />
            </div>
          </div>
          {editConflict.notice && <LazyEditConflictNotice {...editConflict.notice} />}
          <SaveBar
            dirty={dirty}
            problems={sentences}
            saving={saving.isPending}
            saved={savedFlag === true}
            failure={failure}
            onSave={() => save()}
            onReset={() => startEditing(saved)}
            history={undoHistory}
          />
          {guardDialog}
          {replaceDialog}
        </WelcomePage>
      </MentionSourcesProvider>
    </VariableInsertionProvider>
  );
}
