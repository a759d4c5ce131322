// The session guard: 'Verifying your session...', then the page or /login; a rejected session is ended.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifiedSessionAtom } from '#web/features/auth/atoms/verified-session';
import { SessionGuard } from '#web/features/auth/components/session-guard';
import { AUTH_TEXTS } from '#web/features/auth/texts';
import { appStore } from '#web/lib/jotai';
import { clearToken, sessionAtom } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { installApiStub } from '../support/api-stub';
import { hasSessionMarker, Marker, renderRoutes, resetSession, signIn } from '../support/render-app';

const api = installApiStub();

function renderGuard() {
  return renderRoutes(
    [
      { path: '/login', element: <Marker name="login" /> },
      {
        path: '/dashboard',
        element: <SessionGuard />,
        children: [{ index: true, element: <Marker name="dashboard" /> }],
      },
    ],
    '/dashboard',
  );
}

beforeEach(() => resetSession());

describe('SessionGuard', () => {
  it('redirects to /login without calling the API when there is no session', async () => {
    const { router } = renderGuard();
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('shows the verifying text, checks GET /auth/me (the cookie carries the token), then the page', async () => {
    signIn();
    api.on('GET /api/auth/me', { json: { user: { id: '712345678901234567', username: 'ava' } } });
    renderGuard();
    expect(screen.getByText(AUTH_TEXTS.verifying)).toBeTruthy();
    await screen.findByText('page:dashboard');
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/auth/me',
        authorization: null,
        contentType: null,
        body: null,
      },
    ]);
    expect(appStore.get(sessionUserAtom)).toEqual({ id: '712345678901234567', username: 'ava' });
  });

  it('shows the page in its first render, without a call, when the session is already verified (the edge read)', () => {
    appStore.set(verifiedSessionAtom, signIn());
    renderGuard();
    expect(screen.getByText('page:dashboard')).toBeTruthy();
    expect(screen.queryByText(AUTH_TEXTS.verifying)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('accepts an OK reply that names no user', async () => {
    signIn();
    api.on('GET /api/auth/me', { json: { ok: true } });
    renderGuard();
    await screen.findByText('page:dashboard');
    expect(appStore.get(sessionUserAtom)).toBeNull();
  });

  it.each([
    ['a 401 reply', { status: 401, json: { error: 'Invalid or expired token' } }],
    ['a 500 reply', { status: 500, json: { error: 'boom' } }],
    ['a network failure', 'network-error' as const],
  ])('ends the session and redirects to /login on %s', async (_name, reply) => {
    signIn();
    api.on('GET /api/auth/me', reply);
    const { router } = renderGuard();
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/login');
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(hasSessionMarker()).toBe(false);
  });

  it('keeps the session when the check fails because the page is being left', async () => {
    const session = signIn();
    api.on('GET /api/auth/me', 'network-error');
    window.dispatchEvent(new Event('pagehide'));
    renderGuard();
    await new Promise((settle) => setTimeout(settle, 50));
    window.dispatchEvent(new Event('pageshow'));
    expect(screen.getByText(AUTH_TEXTS.verifying)).toBeTruthy();
    expect(appStore.get(sessionAtom)).toBe(session);
    expect(hasSessionMarker()).toBe(true);
  });

  it('redirects to /login when the session ends later (logout here or in another tab, a 401 elsewhere)', async () => {
    signIn();
    api.on('GET /api/auth/me', { json: {} });
    const { router } = renderGuard();
    await screen.findByText('page:dashboard');
    act(() => clearToken());
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/login');
  });
});
