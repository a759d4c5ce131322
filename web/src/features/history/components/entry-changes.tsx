// What an opened entry changed: the diff, its code loaded on the first opening, or a failure sentence with Retry.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { HistoryEntry } from '#shared/schemas/history';
import { StatusText } from '#web/components/status-text';
import { HISTORY_TEXTS as T } from '../texts';

/** What the diff, or the failure in its place, is drawn with. */
interface DiffProps {
  entry: HistoryEntry;
  retry: () => void;
  /** Whether Retry was pressed before: a failure again puts the focus back on it. */
  retried: boolean;
}

/** The sentence and Retry drawn in place of the diff when its code did not load. */
function DiffFailed({ retry, retried }: DiffProps) {
  return (
    <div className="cluster gap-2 mt-2">
      <StatusText as="span" politeness="assertive" className="danger">
        {T.changesFailed}
      </StatusText>
      {/* biome-ignore lint/a11y/noAutofocus: Retry was just pressed, so it keeps the focus. */}
      <button type="button" className="button button--secondary" onClick={retry} autoFocus={retried}>
        {T.retry}
      </button>
    </div>
  );
}

/**
 * A new lazy diff: the diff and the sent message's preview (the message renderer with it), or
 * `DiffFailed` when that import fails (offline, or a deploy replaced the chunk). React keeps a lazy
 * component's outcome, so asking again takes a new one.
 */
const lazyDiff = () =>
  lazy(() =>
    import('#web/components/history-diff').then(
      (loaded): { default: ComponentType<DiffProps> } => ({ default: loaded.EntryDiff }),
      () => ({ default: DiffFailed }),
    ),
  );

/**
 * The entry's diff; nothing is drawn while its code loads. A failed load says so, announced
 * assertively each time, with Retry; the page around it keeps working. Mounted while the entry is
 * open, so closing and opening it again asks again too.
 */
export function EntryChanges({ entry }: { entry: HistoryEntry }) {
  const [Diff, setDiff] = useState(lazyDiff);
  const [tries, setTries] = useState(0);
  const retry = () => {
    setTries((count) => count + 1);
    setDiff(lazyDiff);
  };
  // keyed by the try: React would keep a failure drawn before (same component), unannounced
  return (
    <Suspense fallback={null}>
      <Diff key={tries} entry={entry} retry={retry} retried={tries > 0} />
    </Suspense>
  );
}
