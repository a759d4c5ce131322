// A query's failure as a message that shows for 5 s after each failed load (spec: errors vanish after 5 s).
import { useEffect, useState } from 'react';
import { ERROR_MESSAGE_MS } from '#shared/constants/limits';

/** The parts of a query result this hook reads. */
export interface FailureSource {
  error: unknown;
  /** When the query last failed (ms since the epoch), 0 when it never did. */
  errorUpdatedAt: number;
}

/**
 * `describe(error)` for ERROR_MESSAGE_MS after each failed load of the query, else null. A failure
 * older than that (e.g. from before the page was opened) is not shown again; a later success hides it.
 */
export function useFailureMessage(query: FailureSource, describe: (error: unknown) => string): string | null {
  const { error, errorUpdatedAt } = query;
  const [shownFor, setShownFor] = useState(0);
  useEffect(() => {
    const left = errorUpdatedAt + ERROR_MESSAGE_MS - Date.now();
    if (!errorUpdatedAt || left <= 0) return;
    setShownFor(errorUpdatedAt);
    const timer = setTimeout(() => setShownFor(0), left);
    return () => clearTimeout(timer);
  }, [errorUpdatedAt]);
  return shownFor === errorUpdatedAt && shownFor !== 0 && error ? describe(error) : null;
}
