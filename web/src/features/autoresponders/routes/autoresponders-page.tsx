// Autoresponder manager (/dashboard/{id}/auto-responder): server info, the list with add and delete, preview and tips.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AUTORESPONDER_LIMIT, ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { Panel } from '#web/components/panel';
import { StatusMessage } from '#web/components/status-message';
import { TipsPanel } from '#web/components/tips-panel';
import { ToolPage } from '#web/components/tool-page';
import { useFocusAfterRender } from '#web/lib/a11y/use-focus-after-render';
import { serverDetailQuery } from '#web/lib/server-detail';
import { useFailureMessage } from '#web/lib/use-failure-message';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard';
import { useCreateAutoresponder } from '../api/create-autoresponder';
import { useDeleteAutoresponder } from '../api/delete-autoresponder';
import { autorespondersQuery, type StoredAutoresponder } from '../api/list-autoresponders';
import { type AutoresponderDraft, AutoresponderForm } from '../components/autoresponder-form';
import { AutoresponderList } from '../components/autoresponder-list';
import { AutoresponderPreview } from '../components/autoresponder-preview';
import { ServerInfoCard } from '../components/server-info-card';
import { StatusMessages } from '../components/status-messages';
import { errorText } from '../error-text';
import { deleteFocusOrder, focusAfterCreate, focusAfterDelete, type ListFocusTargets } from '../list-focus';
import { autoresponderPayload } from '../logic/autoresponder-draft';
import { AUTORESPONDER_TEXTS as T } from '../texts';
import '../components/autoresponders.css';

const EMPTY_DRAFT: AutoresponderDraft = { trigger: '', response: '' };
const FORM_ID = 'ar-add-form';

/**
 * The page; the server id is the route's `:serverId`. Reads the shared server detail and the list;
 * create and delete reload the list, then say so for 3 s; every failure shows for 5 s. Focus never
 * drops to the page: a create puts it on the new item, a delete on the next item's delete button
 * (else the previous one's, else the list heading), Cancel on 'Add New', Retry (replaced by the
 * loading text) on the list heading (see `list-focus.ts`).
 */
export default function AutorespondersPage() {
  const serverId = useParams().serverId ?? '';
  const server = useQuery(serverDetailQuery(serverId));
  const list = useQuery(autorespondersQuery(serverId));
  const creating = useCreateAutoresponder(serverId);
  const deleting = useDeleteAutoresponder(serverId);
  const serverError = useFailureMessage(server, (error) => T.loadServerFailed(errorText(error)));
  const listError = useFailureMessage(list, (error) => T.loadListFailed(errorText(error)));
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [actionError, showActionError, clearActionError] = useTimedMessage(ERROR_MESSAGE_MS);
  const [formOpen, setFormOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [pendingDelete, setPendingDelete] = useState<StoredAutoresponder | null>(null);
  const items = list.data ?? [];
  const listLoading = list.isFetching;
  const atLimit = items.length >= AUTORESPONDER_LIMIT;
  const showForm = formOpen && !atLimit;
  const focusAfterRender = useFocusAfterRender();
  const targets = useRef<ListFocusTargets>({ rows: new Map(), heading: null, addNew: null });
  const rowRef = useCallback((trigger: string, row: HTMLLIElement | null) => {
    const { rows } = targets.current;
    if (row) rows.set(trigger, row);
    else rows.delete(trigger);
  }, []);
  const guardDialog = useUnsavedChangesGuard(
    showForm && Boolean(draft.trigger.trim() || draft.response.trim()),
  );

  const closeForm = () => {
    setFormOpen(false);
    setDraft(EMPTY_DRAFT);
  };
  const succeeded = (text: string) => {
    clearActionError();
    showSuccess(text);
  };
  const failed = (text: string) => {
    clearSuccess();
    showActionError(text);
  };
  const submit = () => {
    const payload = autoresponderPayload(draft.trigger, draft.response);
    if (!payload) return failed(T.bothRequired);
    creating.mutate(payload, {
      onSuccess: () => {
        succeeded(T.created);
        closeForm();
        focusAfterRender(() => focusAfterCreate(targets.current, payload.trigger));
      },
      onError: (error) => failed(T.createFailed(errorText(error))),
    });
  };
  const confirmDelete = () => {
    if (!pendingDelete) return;
    const order = deleteFocusOrder(items, pendingDelete.trigger);
    deleting.mutate(pendingDelete.trigger, {
      onSuccess: () => {
        succeeded(T.deleted);
        focusAfterRender(() => focusAfterDelete(targets.current, order));
      },
      onError: (error) => failed(T.deleteFailed(errorText(error))),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <ToolPage heading={T.title} intro={T.intro}>
      <StatusMessages success={success} errors={[serverError, listError, actionError]} />
      <div className="ar-page__grid grid cols-1 gap-5">
        <div className="ar-page__main grid gap-5 min-w-0">
          <ServerInfoCard server={server.data ?? null} loading={server.isPending} />
          <Panel
            title={T.listHeading(items.length)}
            headingRef={(heading) => {
              targets.current.heading = heading;
            }}
            actions={
              <button
                ref={(button) => {
                  targets.current.addNew = button;
                }}
                type="button"
                className="button"
                aria-expanded={showForm}
                aria-controls={showForm ? FORM_ID : undefined}
                disabled={atLimit || listLoading}
                onClick={() => (showForm ? closeForm() : setFormOpen(true))}
              >
                {T.addNew}
              </button>
            }
          >
            {atLimit && (
              <StatusMessage tone="warning" politeness="polite">
                {T.maximumReached}
              </StatusMessage>
            )}
            {showForm && (
              <AutoresponderForm
                id={FORM_ID}
                draft={draft}
                onChange={setDraft}
                existing={items}
                busy={creating.isPending || listLoading}
                onSubmit={submit}
                onCancel={() => {
                  closeForm();
                  focusAfterRender(() => targets.current.addNew);
                }}
              />
            )}
            <AutoresponderList
              items={items}
              loading={listLoading}
              failed={list.isError}
              onRetry={() => {
                void list.refetch();
                focusAfterRender(() => targets.current.heading);
              }}
              onDelete={setPendingDelete}
              busy={deleting.isPending || creating.isPending}
              rowRef={rowRef}
            />
          </Panel>
        </div>
        <aside className="ar-page__side grid gap-5 min-w-0">
          <AutoresponderPreview items={items} />
          <TipsPanel heading={T.tipsHeading} tips={T.tips} />
        </aside>
      </div>
      {pendingDelete && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={T.deleteConfirm(pendingDelete.trigger)}
          confirmLabel={T.deleteButton}
          danger
          busy={deleting.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      )}
      {guardDialog}
    </ToolPage>
  );
}
