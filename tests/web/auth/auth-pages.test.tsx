// /login, /auth-landing and /logout: texts, the 600 ms redirect, the Worker's login outcome and the logout action.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '#shared/constants/session';
import AuthLandingPage from '#web/features/auth/routes/auth-landing-page';
import LoginPage from '#web/features/auth/routes/login-page';
import LogoutPage from '#web/features/auth/routes/logout-page';
import { AUTH_TEXTS } from '#web/features/auth/texts';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { installApiStub } from '../support/api-stub';
import {
  hasSessionMarker,
  Marker,
  renderRoutes,
  resetSession,
  setSessionMarker,
  signIn,
} from '../support/render-app';

const api = installApiStub();

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/auth-landing', element: <AuthLandingPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/dashboard', element: <Marker name="dashboard" /> },
];

beforeEach(() => resetSession());
afterEach(() => vi.useRealTimers());

describe('/login', () => {
  it('shows the welcome text and starts the Discord login at /api/auth/discord', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeTruthy();
    expect(screen.getByText(AUTH_TEXTS.loginIntro)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Login with Discord' });
    expect(link.getAttribute('href')).toBe('/api/auth/discord');
  });

  it('goes straight to /dashboard when signed in', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/login');
    await screen.findByText('page:dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/auth-landing', () => {
  /** What the Worker does before the page loads: the token went into the cookie, the marker is set. */
  const workerAcceptedToken = () => setSessionMarker(true);

  it('validates the session the Worker set, says so and opens /dashboard after 600 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    workerAcceptedToken();
    api.on('GET /api/auth/me', { json: { user: { id: '712345678901234567', username: 'ava' } } });
    const { router } = renderRoutes(routes, '/auth-landing?login=accepted');
    expect(screen.getByText('Validating token…')).toBeTruthy();
    await screen.findByText('Token valid');
    expect(screen.getByText('Redirecting…')).toBeTruthy();
    expect(api.callsTo('GET /api/auth/me')[0]?.authorization).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(550));
    expect(router.state.location.pathname).toBe('/auth-landing');
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(appStore.get(sessionAtom)).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['a 401 reply', { status: 401, json: { error: 'Invalid or expired token' } }],
    ['a network failure', 'network-error' as const],
  ])('says the token is invalid and ends the session on %s', async (_name, reply) => {
    workerAcceptedToken();
    api.on('GET /api/auth/me', reply);
    const { router } = renderRoutes(routes, '/auth-landing?login=accepted');
    await screen.findByText('Token invalid');
    expect(screen.getByText('Please log in again.')).toBeTruthy();
    expect(hasSessionMarker()).toBe(false);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(screen.getByRole('link', { name: AUTH_TEXTS.backToLogin }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/auth-landing');
  });

  it('says the token is invalid when the Worker refused it, and leaves the current session alone', () => {
    const session = signIn();
    renderRoutes(routes, '/auth-landing?login=refused');
    expect(screen.getByText('Token invalid')).toBeTruthy();
    expect(screen.getByText('Please log in again.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(appStore.get(sessionAtom)).toBe(session);
  });

  it('says so when the address has no token, without calling the API', () => {
    renderRoutes(routes, '/auth-landing');
    expect(screen.getByText('No token found in URL. Please log in again.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('never reads or keeps a token left in the address by page script', () => {
    renderRoutes(routes, '/auth-landing?token=stray-token');
    expect(screen.getByText('No token found in URL. Please log in again.')).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('/logout', () => {
  it('does not log out on a visit: it asks first, and calls nothing', () => {
    signIn();
    renderRoutes(routes, '/logout');
    expect(screen.getByRole('heading', { name: AUTH_TEXTS.logoutTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: AUTH_TEXTS.logoutButton })).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(hasSessionMarker()).toBe(true);
  });

  it('posts the logout with no token and no body on the click, ends the session and opens /login', async () => {
    signIn();
    api.on('POST /api/auth/logout', { json: { success: true } });
    const { router } = renderRoutes(routes, '/logout');
    await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.logoutButton }));
    await screen.findByText('Login with Discord');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/logout', authorization: null, contentType: null, body: null },
    ]);
    expect(hasSessionMarker()).toBe(false);
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('tells the other tabs of the site that the session ended', async () => {
    signIn();
    api.on('POST /api/auth/logout', { json: { success: true } });
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    renderRoutes(routes, '/logout');
    await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.logoutButton }));
    await expect(heard).resolves.toBe('signed-out');
    otherTab.close();
  });

  it.each([
    ['a 500 reply', { status: 500, json: { error: 'down' } }],
    ['a network failure', 'network-error' as const],
  ])('ignores %s and still logs out', async (_name, reply) => {
    signIn();
    api.on('POST /api/auth/logout', reply);
    const { router } = renderRoutes(routes, '/logout');
    await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.logoutButton }));
    await screen.findByText('Login with Discord');
    expect(router.state.location.pathname).toBe('/login');
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoutes(routes, '/logout');
    await screen.findByText('Login with Discord');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });
});
