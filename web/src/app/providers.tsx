// App-wide providers: the named jotai store (client state). The dashboard's query cache is in dashboard-root.tsx.
import type { ReactNode } from 'react';
import { appStore, Provider } from '../lib/jotai';

/** Wraps the app in the jotai store every atom lives in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>;
}
