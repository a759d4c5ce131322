// Shared set-up of the prefix editor tests: the server overview rendered with its configuration panel.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import ServerOverviewPage from '#web/features/dashboard/routes/server-overview-page';
import { SERVER, SERVER_ID } from '../dashboard/fixtures';
import type { ApiStub } from './api-stub';
import { serveHistoryBase } from './history-base';
import { renderRoutes } from './render-app';

/**
 * Renders SERVER's overview (its detail and an empty prefix history served) and waits for the
 * 'Server Configuration' panel; returns it and a user for fake timers that advance on their own (`vi.useFakeTimers({ shouldAdvanceTime: true })`).
 */
export async function renderPrefixPanel(api: ApiStub) {
  api.on(`GET /api/bot/server/${SERVER_ID}`, { json: SERVER });
  serveHistoryBase(api, SERVER_ID, 'prefix');
  renderRoutes(
    [{ path: '/dashboard/:serverId', element: <ServerOverviewPage /> }],
    `/dashboard/${SERVER_ID}`,
  );
  const panel = await screen.findByRole('region', { name: 'Server Configuration' });
  return { panel, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}
