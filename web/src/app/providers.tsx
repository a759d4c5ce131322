// App-wide providers: the named jotai store (client state) and the query cache (server state).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appStore, Provider } from '../lib/jotai';
import { queryClient } from '../lib/query-client';

/** Wraps the app in the jotai store every atom lives in and the one query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>{children}</Provider>
    </QueryClientProvider>
  );
}
