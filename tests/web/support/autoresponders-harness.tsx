// Shared set-up of the autoresponder page tests: stubbed replies, rendering and the add form's fields.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import AutorespondersPage from '#web/features/autoresponders/routes/autoresponders-page';
import { AUTORESPONDER_TEXTS as T } from '#web/features/autoresponders/texts';
import type { ApiStub, StubReply } from './api-stub';
import { Marker, renderRoutes, resetSession, signIn } from './render-app';

export const AR_SERVER_ID = '1100000000000000001';
export const AR_LIST_PATH = apiRoutes.autoresponders(AR_SERVER_ID);
export const HELLO = { trigger: 'hello', response: 'Hey there! 👋' };

/** Answers the server info and list calls (defaults: Warden HQ and the one 'hello' item). */
export function serveAutoresponders(api: ApiStub, options: { server?: StubReply; lists?: StubReply[] } = {}) {
  api.on(
    `GET ${apiUrl(apiRoutes.server(AR_SERVER_ID))}`,
    options.server ?? { json: { id: AR_SERVER_ID, name: 'Warden HQ', memberCount: 1234, prefix: '!' } },
  );
  api.on(`GET ${apiUrl(AR_LIST_PATH)}`, ...(options.lists ?? [{ json: { autoresponders: [HELLO] } }]));
}

/** A path outside the page, for leave-page tests. */
export const ELSEWHERE = '/elsewhere';

/** Renders the page at /dashboard/{id}/auto-responder signed in, with a user-event bound to the fake timers;
 * `/elsewhere` shows the text 'page:elsewhere', to leave the page. */
export function renderAutoresponders() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  resetSession();
  signIn();
  const view = renderRoutes(
    [
      { path: '/dashboard/:serverId/auto-responder', element: <AutorespondersPage /> },
      { path: ELSEWHERE, element: <Marker name="elsewhere" /> },
    ],
    `/dashboard/${AR_SERVER_ID}/auto-responder`,
  );
  return { user, ...view };
}

/** The add form's two fields and submit button. */
export function formFields() {
  return {
    trigger: screen.getByLabelText(T.trigger),
    response: screen.getByLabelText(T.response),
    submit: screen.getByRole('button', { name: T.submit }),
  };
}

/** Opens the add form once the page has loaded. */
export async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: T.addNew }));
  return formFields();
}

/** Advances the fake clock inside act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
