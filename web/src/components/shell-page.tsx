// A dashboard page as a pre-rendered shell draws it: the page's own component in a memory router, its reads given as already loaded.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** One read the page shows as loaded: its query key and its data. */
export type ShellPageData = readonly [queryKey: readonly unknown[], data: unknown];

/** Props: the page's path (the build's sample server), the page and the reads it shows as loaded. */
export interface ShellPageProps {
  path: string;
  page: ReactNode;
  data?: readonly ShellPageData[];
}

/**
 * Renders `page` at `path` (a server page: `:serverId` is its second part) the way the app first
 * draws it, for the build's `renderToString`: a data router (the page may block navigation), and a
 * query client holding `data` as fresh, which fetches nothing; any other read stays pending, as the
 * app's first render shows it before its data. Build-time only: every call makes its own router
 * and client.
 */
export function ShellPage({ path, page, data = [] }: ShellPageProps) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  for (const [queryKey, value] of data) client.setQueryData(queryKey, value);
  const router = createMemoryRouter([{ path: '/dashboard/:serverId/*', element: page }], {
    initialEntries: [path],
  });
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
