// Shared set-up of the embed sender tests: channel replies, rendering, and a clock.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import type { Channel } from '#shared/schemas/resources';
import EmbedSenderPage from '#web/features/embed-sender/routes/embed-sender-page';
import { EMBED_TEXTS } from '#web/features/embed-sender/texts';
import { createStore } from '#web/lib/jotai';
import { type ApiStub, installApiStub, type StubReply } from './api-stub';
import { installFakeClock } from './fake-clock';
import { landing, renderPage } from './render-app';

export const ES_SERVER_ID = '1100000000000000001';
export const ES_CHANNELS_ROUTE = `GET ${apiUrl(apiRoutes.embedChannels(ES_SERVER_ID))}`;
export const ES_SEND_ROUTE = `POST ${apiUrl(apiRoutes.embedSend(ES_SERVER_ID))}`;

/** The demo server's channels: three offered (0, 0, 5) and two that are not (voice, category). */
export const ES_CHANNELS: Channel[] = [
  { id: '110000000000000101', name: 'welcome', type: 0 },
  { id: '110000000000000102', name: 'general', type: 0 },
  { id: '110000000000000103', name: 'announcements', type: 5 },
  { id: '110000000000000104', name: 'Voice Lounge', type: 2 },
  { id: '110000000000000105', name: 'Community', type: 4 },
];

/** Answers the channel list (default `{ channels: ES_CHANNELS }`). */
export function serveChannels(api: ApiStub, reply: StubReply = { json: { channels: ES_CHANNELS } }) {
  api.on(ES_CHANNELS_ROUTE, reply);
}

/**
 * The usual set-up of a test file: a stubbed API that answers the channel list before every test,
 * and fake timers. Call at the top level of the file.
 */
export function installEmbedSenderStub(): ApiStub {
  const api = installApiStub();
  installFakeClock();
  beforeEach(() => {
    serveChannels(api);
  });
  return api;
}

/** Renders the page at /dashboard/{id}/embed-generator (fresh store) with a user-event bound to the fake timers. */
export function renderEmbedSender() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderPage(EmbedSenderPage, '/dashboard/:serverId/embed-generator', {
    at: `/dashboard/${ES_SERVER_ID}/embed-generator`,
    routes: [landing('*', 'Another page')],
    store: createStore(),
    config: null,
    strict: true,
  });
  return { user, ...view };
}

/** The channel select, once the channels have loaded. */
export async function channelSelect() {
  const select = screen.getByLabelText('Channel');
  await screen.findByRole('option', { name: '#general' });
  return select;
}

/** The current value of the field labelled `label`. */
export const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** The send button in its idle state. */
export const sendButton = () => screen.getByRole('button', { name: EMBED_TEXTS.sendButton });

/** Advances the fake clock inside act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
