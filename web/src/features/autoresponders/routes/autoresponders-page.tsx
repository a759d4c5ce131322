// Autoresponder manager (/dashboard/{id}/auto-responder): server info, the list with add and delete, preview and tips.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Panel } from '../../../components/panel';
import { StatusMessage } from '../../../components/status-message';
import { TipsPanel } from '../../../components/tips-panel';
import { ToolPage } from '../../../components/tool-page';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import type { StoredAutoresponder } from '../api/list-autoresponders';
import { type AutoresponderDraft, AutoresponderForm } from '../components/autoresponder-form';
import { AutoresponderList } from '../components/autoresponder-list';
import { AutoresponderPreview } from '../components/autoresponder-preview';
import { ServerInfoCard } from '../components/server-info-card';
import { StatusMessages } from '../components/status-messages';
import { useAutoresponderActions } from '../hooks/use-autoresponder-actions';
import { useAutoresponderData } from '../hooks/use-autoresponder-data';
import { AUTORESPONDER_TEXTS as T } from '../texts';
import '../components/autoresponders.css';

const EMPTY_DRAFT: AutoresponderDraft = { trigger: '', response: '' };
const FORM_ID = 'ar-add-form';

/** The page; the server id is the route's `:serverId`. */
export default function AutorespondersPage() {
  const serverId = useParams().serverId ?? '';
  const data = useAutoresponderData(serverId);
  const actions = useAutoresponderActions(serverId, data.reloadList);
  const [formOpen, setFormOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [pendingDelete, setPendingDelete] = useState<StoredAutoresponder | null>(null);
  const atLimit = data.items.length >= AUTORESPONDER_LIMIT;
  const showForm = formOpen && !atLimit;
  const guardDialog = useUnsavedChangesGuard(
    showForm && Boolean(draft.trigger.trim() || draft.response.trim()),
  );

  const closeForm = () => {
    setFormOpen(false);
    setDraft(EMPTY_DRAFT);
  };
  const submit = async () => {
    if (await actions.create(draft.trigger, draft.response)) closeForm();
  };
  const confirmDelete = async () => {
    if (!pendingDelete) return;
    await actions.remove(pendingDelete.trigger);
    setPendingDelete(null);
  };

  return (
    <ToolPage heading={T.title} intro={T.intro}>
      <StatusMessages success={actions.success} errors={[data.serverError, data.listError, actions.error]} />
      <div className="ar-page__grid">
        <div className="ar-page__main">
          <ServerInfoCard server={data.server} loading={data.serverLoading} />
          <Panel
            title={T.listHeading(data.items.length)}
            actions={
              <button
                type="button"
                className="button"
                aria-expanded={showForm}
                aria-controls={showForm ? FORM_ID : undefined}
                disabled={atLimit || data.listLoading}
                onClick={() => (showForm ? closeForm() : setFormOpen(true))}
              >
                {T.addNew}
              </button>
            }
          >
            {atLimit && <StatusMessage tone="warning">{T.maximumReached}</StatusMessage>}
            {showForm && (
              <AutoresponderForm
                id={FORM_ID}
                draft={draft}
                onChange={setDraft}
                existing={data.items}
                busy={actions.creating || data.listLoading}
                onSubmit={submit}
                onCancel={closeForm}
              />
            )}
            <AutoresponderList
              items={data.items}
              loading={data.listLoading}
              failed={data.listFailed}
              onRetry={() => void data.reloadList()}
              onDelete={setPendingDelete}
              busy={actions.deleting || actions.creating}
            />
          </Panel>
        </div>
        <aside className="ar-page__side">
          <AutoresponderPreview items={data.items} />
          <TipsPanel heading={T.tipsHeading} tips={T.tips} />
        </aside>
      </div>
      {pendingDelete && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={T.deleteConfirm(pendingDelete.trigger)}
          confirmLabel={T.deleteButton}
          danger
          busy={actions.deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      )}
      {guardDialog}
    </ToolPage>
  );
}
