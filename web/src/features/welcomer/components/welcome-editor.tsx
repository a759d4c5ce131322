// The loaded editor: header, tabs and panel, variables and tips, the sticky preview and the save bar.

import { type ReactElement, useState } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { buildWelcomerUpdate } from '#shared/logic/welcome-payload';
import { visibleWelcomeTabs, type WelcomeTab } from '#shared/logic/welcome-tabs';
import type { Channel } from '#shared/schemas/resources';
import { Panel } from '../../../components/panel';
import { ShareLinkButton } from '../../../components/share-link-button';
import { Tabs } from '../../../components/tabs';
import { TemplateGallery } from '../../../components/template-gallery';
import { TipsPanel } from '../../../components/tips-panel';
import { ToolPage } from '../../../components/tool-page';
import { useAnnounce } from '../../../lib/a11y/announcer';
import { useEditorShortcuts } from '../../../lib/a11y/use-editor-shortcuts';
import { useUndoHistory } from '../../../lib/a11y/use-undo-history';
import { ApiRequestError } from '../../../lib/api-client';
import { useAtom, useAtomValue, useSetAtom } from '../../../lib/jotai';
import { useDraftHandedOver } from '../../../lib/open-draft-in-editor';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
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
import { WELCOME_TEXTS as T } from '../texts';
import { AdvancedTab } from './advanced-tab';
import { EmbedTab } from './embed-tab';
import { GeneralTab } from './general-tab';
import { MessageTab } from './message-tab';
import { SaveBar } from './save-bar';
import { VariablesPanel } from './variables-panel';
import { LiveBadge, WelcomeBackLink } from './welcome-header';
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
  const save = () => {
    const body = buildWelcomerUpdate(serverId, draft);
    clearSaved();
    clearFailure();
    saving.mutate(body, {
      onSuccess: () => {
        setSaved(body.config);
        showSaved(true);
      },
      onError: (error) => showFailure(error instanceof ApiRequestError ? error.message : ''),
    });
  };
  const announce = useAnnounce();
  useEditorShortcuts({
    save: () => {
      if (sentences.length > 0) announce(`${T.cannotSave} ${sentences.join(' ')}`, 'assertive');
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
  const [chosenTab, setChosenTab] = useState<WelcomeTab>('general');
  const tabs = visibleWelcomeTabs(draft);
  const active = tabs.includes(chosenTab) ? chosenTab : 'general';
  const panels: Record<WelcomeTab, ReactElement> = {
    general: <GeneralTab channels={channels} channelsFailed={channelsFailed} />,
    message: <MessageTab />,
    embed: <EmbedTab />,
    advanced: <AdvancedTab />,
  };
  return (
    <VariableInsertionProvider>
      <ToolPage
        heading={T.title}
        intro={T.subtitle}
        leading={<WelcomeBackLink serverId={serverId} />}
        actions={
          <>
            <LiveBadge />
            <ShareLinkButton
              tool="welcome-config"
              value={() => ({ message: draft.message, embed: draft.embed })}
            />
          </>
        }
        className="wc-page"
      >
        <TemplateGallery
          load={loadWelcomeTemplates}
          renderPreview={(share) => renderWelcomeTemplate(share, draft, serverIconUrl)}
          onApply={openShared}
        />
        <div className="wc-layout">
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
              {panels[active]}
            </Tabs>
          </Panel>
          <aside className="wc-layout__preview">
            <WelcomePreview channels={channels} serverIconUrl={serverIconUrl} />
          </aside>
          <div className="wc-layout__extras">
            <VariablesPanel canInsert={draft.enabled && active !== 'general'} />
            <TipsPanel heading={T.tipsHeading} tips={T.tips} />
          </div>
        </div>
        <SaveBar
          dirty={dirty}
          problems={sentences}
          saving={saving.isPending}
          saved={savedFlag === true}
          failure={failure}
          onSave={save}
          onReset={() => startEditing(saved)}
          history={undoHistory}
        />
        {guardDialog}
        {replaceDialog}
      </ToolPage>
    </VariableInsertionProvider>
  );
}
