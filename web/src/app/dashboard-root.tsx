// Root of /dashboard: the server-state cache around the session guard, loaded with the dashboard's routes only (dashboard-routes.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionGuard } from '../features/auth/components/session-guard';
import { queryClient } from '../lib/query-client';

/**
 * The session guard inside the one query cache: every dashboard read and write (and only the
 * dashboard's) goes through it, so public pages never load the query library.
 */
export function DashboardRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard />
    </QueryClientProvider>
  );
}
