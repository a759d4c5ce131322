// App-wide providers: the named jotai store.
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../lib/jotai';

/** Wraps the app in the jotai store every atom lives in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>;
}
