// The stored autoresponders, each with its trigger, response and a delete button; loading, empty and failed states.
import { LockableButton } from '#web/components/lockable-button';
import { StatusText } from '#web/components/status-text';
import type { StoredAutoresponder } from '../api/list-autoresponders';
import { AUTORESPONDER_TEXTS as T } from '../texts';

interface AutoresponderListProps {
  items: readonly StoredAutoresponder[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onDelete: (item: StoredAutoresponder) => void;
  /** Locks the delete buttons (focusable, presses ignored) while an action runs. */
  busy: boolean;
  /** Hands each item's row (focusable from script) to the page, by trigger; null when it goes. */
  rowRef: (trigger: string, row: HTMLLIElement | null) => void;
}

/**
 * Renders the list; a failed load shows a note with Retry instead of the empty state. Each row can
 * take the focus from script (tabIndex -1, not a Tab stop) and holds one button, its delete button.
 */
export function AutoresponderList({
  items,
  loading,
  failed,
  onRetry,
  onDelete,
  busy,
  rowRef,
}: AutoresponderListProps) {
  if (loading && items.length === 0) {
    return <StatusText className="grid gap-60 justify-items-start muted">{T.loading}</StatusText>;
  }
  if (failed && items.length === 0) {
    return (
      <div className="grid gap-60 justify-items-start muted">
        <p>{T.loadFailedNote}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className="grid gap-60 justify-items-start muted">{T.empty}</p>;
  return (
    <ul className="stack">
      {items.map((item) => (
        <li
          key={item.trigger}
          ref={(row) => rowRef(item.trigger, row)}
          tabIndex={-1}
          className="inset split ar-list__item gap-4"
        >
          <div className="ar-list__text grid gap-1 min-w-0">
            <p className="ar-list__trigger break-anywhere pre-wrap">
              <span className="visually-hidden">{T.trigger}: </span>
              <code className="mono semibold">{item.trigger}</code>
            </p>
            <p className="ar-list__response muted break-anywhere pre-wrap">
              <span className="visually-hidden">{T.response}: </span>
              {item.response}
            </p>
          </div>
          <LockableButton
            type="button"
            className="button button--danger ar-list__delete flex-none"
            aria-label={T.deleteLabel(item.trigger)}
            locked={busy}
            onClick={() => onDelete(item)}
          >
            {T.deleteButton}
          </LockableButton>
        </li>
      ))}
    </ul>
  );
}
