// What a dashboard page shows of a query: loading (attempt n of 3), loaded, or failed, plus the manual Retry.
import type { UseQueryResult } from '@tanstack/react-query';

/** Where a load stands: a request (or retry) running, done, or failed after every attempt. */
export type LoadStatus = 'loading' | 'loaded' | 'error';

/** A query seen the way the dashboard's load states show it. `data` stays while a later load runs or fails. */
export interface LoadView<T> {
  status: LoadStatus;
  data: T | undefined;
  /** The final error once `status` is 'error'; null otherwise. */
  error: unknown;
  /** The attempt running or waiting: 1, then 2 and 3 for the automatic retries ('Retrying... (n/3)'). */
  attempt: number;
  /** Loads again from attempt 1 (the query's failure count starts over), keeping the data shown. */
  retry: () => void;
}

/** Derives the load view of `query`: its failure count gives the attempt number. */
export function loadView<T>(query: UseQueryResult<T>): LoadView<T> {
  const status: LoadStatus =
    query.isFetching || query.isPending ? 'loading' : query.isError ? 'error' : 'loaded';
  return {
    status,
    data: query.data,
    error: status === 'error' ? query.error : null,
    attempt: query.failureCount + 1,
    retry: () => void query.refetch(),
  };
}
