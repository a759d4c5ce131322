// Shared set-up of the reaction-role page tests: the resources reply, rendering and a clock.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import type { ServerResources } from '#shared/schemas/resources';
import ReactionRolesPage from '#web/features/reaction-roles/routes/reaction-roles-page';
import { createStore } from '#web/lib/jotai';
import type { ApiStub, StubReply } from './api-stub';
import { landing, renderPage } from './render-app';

export const RR_SERVER_ID = '1100000000000000001';
export const RR_RESOURCES_ROUTE = `GET ${apiUrl(apiRoutes.embedResources(RR_SERVER_ID))}`;
export const RR_SEND_ROUTE = `POST ${apiUrl(apiRoutes.embedSendRoles(RR_SERVER_ID))}`;

/** The demo server's resources; the bot's highest role sits at position 9 (its own 'Warden' role). */
export const RR_RESOURCES: ServerResources = {
  roles: [
    { id: RR_SERVER_ID, name: '@everyone', color: 0, position: 0 },
    { id: '110000000000000111', name: 'Warden', color: 0x5865f2, position: 9 },
    { id: '110000000000000112', name: 'Server Owner', color: 0xf1c40f, position: 10 },
    { id: '110000000000000113', name: 'Admin', color: 0xe74c3c, position: 8 },
    { id: '110000000000000118', name: 'Gamer', color: 0x3498db, position: 3 },
    { id: '110000000000000119', name: 'Game Night', color: 0, position: 2 },
  ],
  emojis: [
    { id: '110000000000000121', name: 'warden_wave', animated: false },
    { id: '110000000000000122', name: 'party_blob', animated: true },
  ],
  channelsServers: [
    { id: '110000000000000101', name: 'welcome', type: 0 },
    { id: '110000000000000103', name: 'announcements', type: 5 },
    { id: '110000000000000104', name: 'Voice Lounge', type: 2 },
    { id: '110000000000000106', name: 'roles', type: 0 },
  ],
  botHighestRolePosition: 9,
};

/** Answers the resources call (default RR_RESOURCES). */
export function serveResources(api: ApiStub, reply: StubReply = { json: RR_RESOURCES }) {
  api.on(RR_RESOURCES_ROUTE, reply);
}

/** Renders the page at /dashboard/{id}/reaction-role with a user-event bound to the fake timers. */
export function renderReactionRoles() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderPage(ReactionRolesPage, '/dashboard/:serverId/reaction-role', {
    at: `/dashboard/${RR_SERVER_ID}/reaction-role`,
    routes: [landing('*', 'Another page')],
    store: createStore(),
    config: null,
    strict: true,
  });
  return { user, ...view };
}

/** Waits for the resources, then returns the channel select. */
export async function loaded() {
  await screen.findByRole('option', { name: '#roles' });
  return screen.getByLabelText('Channel');
}

/** Advances the fake clock inside act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
