// Shared set-up of the Welcome Dashboard tests: stubbed replies, rendering and handy queries.

import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { type WelcomeConfig, welcomeConfigSchema } from '#shared/schemas/welcomer';
import WelcomeConfigPage from '#web/features/welcomer/routes/welcome-config-page';
import { WELCOME_TEXTS as T } from '#web/features/welcomer/texts';
import type { ApiStub, StubReply } from './api-stub';
import { serveHistoryBase } from './history-base';
import { Marker, renderRoutes, resetSession, signIn } from './render-app';

export const WC_SERVER_ID = '1100000000000000001';
export const WC_ICON_HASH = '8c7b6a5f4e3d2c1b8c7b6a5f4e3d2c1b';
export const WC_ICON_URL = `https://cdn.discordapp.com/icons/${WC_SERVER_ID}/${WC_ICON_HASH}.png?size=128`;
export const CHANNELS = [
  { id: '110000000000000101', name: 'welcome', type: 0 },
  { id: '110000000000000102', name: 'general', type: 0 },
  { id: '110000000000000103', name: 'announcements', type: 5 },
  { id: '110000000000000104', name: 'Voice Lounge', type: 2 },
  { id: '110000000000000105', name: 'Community', type: 4 },
];

/** A complete config: the schema's defaults with `overrides` and `embed` applied. */
export function welcomeConfig(
  overrides: Partial<WelcomeConfig> = {},
  embed: Partial<WelcomeConfig['embed']> = {},
) {
  const base = welcomeConfigSchema.parse({});
  return { ...base, ...overrides, embed: { ...base.embed, ...embed } };
}

/** Answers the page's loads: config, channels, the server detail (for the icon) and the history base (none). */
export function serveWelcome(api: ApiStub, options: { config?: StubReply[]; channels?: StubReply } = {}) {
  api.on(
    `GET ${apiUrl(apiRoutes.welcomer(WC_SERVER_ID))}`,
    ...(options.config ?? [{ json: { success: true, config: null } }]),
  );
  api.on(
    `GET ${apiUrl(apiRoutes.embedChannels(WC_SERVER_ID))}`,
    options.channels ?? { json: { channels: CHANNELS } },
  );
  api.on(`GET ${apiUrl(apiRoutes.server(WC_SERVER_ID))}`, {
    json: { id: WC_SERVER_ID, name: 'Warden HQ', icon: WC_ICON_HASH },
  });
  serveHistoryBase(api, WC_SERVER_ID, 'welcome');
}

/** A path outside the page, for leave-page tests. */
export const ELSEWHERE = '/elsewhere';

/** Renders the page at /dashboard/{id}/welcome-config signed in (with `queryClient`'s cached reads, if given), with a user-event bound to the fake timers;
 * `/elsewhere` shows the text 'page:elsewhere', to leave the page. */
export function renderWelcome(options: { queryClient?: QueryClient } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  resetSession();
  signIn();
  const view = renderRoutes(
    [
      { path: '/dashboard/:serverId/welcome-config', element: <WelcomeConfigPage /> },
      { path: ELSEWHERE, element: <Marker name="elsewhere" /> },
    ],
    `/dashboard/${WC_SERVER_ID}/welcome-config`,
    { queryClient: options.queryClient },
  );
  return { user, ...view };
}

/**
 * Waits for the editor to be ready, then lets React run the effects of that render (they subscribe
 * the editor to its jotai atoms; an edit made before would only show once they ran).
 */
export async function ready() {
  const heading = await screen.findByRole('heading', { name: T.title });
  await act(async () => {
    for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setImmediate(resolve));
  });
  return heading;
}

/** The names of the visible tabs, in order. */
export const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The live preview region. */
export const preview = () => within(screen.getByRole('region', { name: T.previewHeading }));

/** The preview region's element, for CSS-class queries of images. */
export const previewElement = () => screen.getByRole('region', { name: T.previewHeading });

/** Advances the fake clock inside act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
