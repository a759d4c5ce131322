// /dashboard/{serverId}/logs: the server's dashboard activity (change history) with diffs, restore, export and clearing.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { HistoryEntry } from '#shared/schemas/history';
import { BusyButton } from '#web/components/busy-button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { ToolPage } from '#web/components/tool-page';
import { errorStatus } from '#web/lib/api-errors';
import { useClearHistory } from '../api/clear-history';
import { type HistoryFilters as Filters, useHistory } from '../api/get-history';
import { useRestoreEntry } from '../api/restore-entry';
import { HistoryEntryItem } from '../components/history-entry';
import { HistoryFilters } from '../components/history-filters';
import { HISTORY_TEXTS as T, TOOL_NAMES } from '../texts';
import '../history.css';

/** The text of a failed load: forbidden (403), unavailable (503) or the generic failure. */
function loadFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 403) return T.forbidden;
  if (status === 503) return T.unavailable;
  return T.loadFailed;
}

/** The page: timeline newest first, 50 entries at a time, filters, restore and (for the owner) clearing. */
export default function HistoryPage() {
  const serverId = useParams().serverId ?? '';
  const [filters, setFilters] = useState<Filters>({ tool: '', admin: '' });
  const history = useHistory(serverId, filters);
  const restore = useRestoreEntry(serverId);
  const clear = useClearHistory(serverId);
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const pages = history.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const first = pages[0];
  const filtered = filters.tool !== '' || filters.admin !== '';

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutateAsync(restoring).then(
      () => setOutcome({ tone: 'success', text: T.restored }),
      () => setOutcome({ tone: 'error', text: T.restoreFailed }),
    );
    setRestoring(null);
  };
  const confirmClearing = () => {
    clear.mutateAsync().then(
      () => setOutcome({ tone: 'success', text: T.cleared }),
      () => setOutcome({ tone: 'error', text: T.clearFailed }),
    );
    setConfirmClear(false);
  };

  return (
    <ToolPage
      heading={T.heading}
      intro={T.intro}
      actions={
        first?.canClear ? (
          <BusyButton
            type="button"
            className="button button--danger"
            busy={clear.isPending}
            busyText={T.clearing}
            onClick={() => setConfirmClear(true)}
          >
            {T.clear}
          </BusyButton>
        ) : undefined
      }
    >
      <p className="history-coverage muted">{T.coverage}</p>
      {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
      {history.isError ? (
        <StatusMessage tone={errorStatus(history.error) === 403 ? 'error' : 'warning'}>
          <span>{loadFailure(history.error)}</span>
          {errorStatus(history.error) !== 403 && (
            <button type="button" className="button button--secondary" onClick={() => history.refetch()}>
              {T.retry}
            </button>
          )}
        </StatusMessage>
      ) : !history.data ? (
        <StatusText>{T.loading}</StatusText>
      ) : (
        <>
          <HistoryFilters
            serverId={serverId}
            filters={filters}
            admins={first?.admins ?? []}
            onChange={setFilters}
          />
          {entries.length === 0 ? (
            <p className="history-empty muted">{filtered ? T.emptyFiltered : T.empty}</p>
          ) : (
            <ol className="stack" aria-label={T.heading}>
              {entries.map((entry) => (
                <HistoryEntryItem key={entry.id} entry={entry} onRestore={setRestoring} />
              ))}
            </ol>
          )}
          {history.hasNextPage && (
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={history.isFetchingNextPage}
              busyText={T.loadingMore}
              onClick={() => history.fetchNextPage()}
            >
              {T.loadMore}
            </BusyButton>
          )}
        </>
      )}
      {restoring && (
        <ConfirmDialog
          title={T.restoreTitle}
          message={T.restoreMessage(TOOL_NAMES[restoring.tool])}
          confirmLabel={T.restoreConfirm}
          cancelLabel={T.cancel}
          onConfirm={confirmRestore}
          onCancel={() => setRestoring(null)}
        />
      )}
      {confirmClear && (
        <ConfirmDialog
          title={T.clearTitle}
          message={T.clearMessage}
          confirmLabel={T.clearConfirm}
          cancelLabel={T.cancel}
          danger
          onConfirm={confirmClearing}
          onCancel={() => setConfirmClear(false)}
        />
      )}
    </ToolPage>
  );
}
