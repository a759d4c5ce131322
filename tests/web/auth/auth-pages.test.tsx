// /login, /auth-landing and /logout: texts, the 600 ms redirect, token storage and the logout call.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthLandingPage from '../../../web/src/features/auth/routes/auth-landing-page';
import LoginPage from '../../../web/src/features/auth/routes/login-page';
import LogoutPage from '../../../web/src/features/auth/routes/logout-page';
import { AUTH_TEXTS } from '../../../web/src/features/auth/texts';
import { appStore } from '../../../web/src/lib/jotai';
import { tokenAtom } from '../../../web/src/lib/session';
import { installApiStub } from '../support/api-stub';
import { Marker, renderRoutes, resetSession, signIn } from '../support/render-app';

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

  it('goes straight to /dashboard with a stored token', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/login');
    await screen.findByText('page:dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/auth-landing', () => {
  it('stores the token, validates it, says so and opens /dashboard after 600 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET /api/auth/me', { json: { user: { id: '712345678901234567', username: 'ava' } } });
    const { router } = renderRoutes(routes, '/auth-landing?token=fresh-token');
    expect(screen.getByText('Validating token…')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBe('fresh-token');
    await screen.findByText('Token valid');
    expect(screen.getByText('Redirecting…')).toBeTruthy();
    expect(api.callsTo('GET /api/auth/me')[0]?.authorization).toBe('Bearer fresh-token');
    await act(() => vi.advanceTimersByTimeAsync(550));
    expect(router.state.location.pathname).toBe('/auth-landing');
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(appStore.get(tokenAtom)).toBe('fresh-token');
  });

  it.each([
    ['a 401 reply', { status: 401, json: { error: 'Invalid or expired token' } }],
    ['a network failure', 'network-error' as const],
  ])('says the token is invalid and removes it on %s', async (_name, reply) => {
    api.on('GET /api/auth/me', reply);
    const { router } = renderRoutes(routes, '/auth-landing?token=bad-token');
    await screen.findByText('Token invalid');
    expect(screen.getByText('Please log in again.')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(screen.getByRole('link', { name: AUTH_TEXTS.backToLogin }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/auth-landing');
  });

  it('says so when the address has no token, without calling the API', () => {
    renderRoutes(routes, '/auth-landing');
    expect(screen.getByText('No token found in URL. Please log in again.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('/logout', () => {
  it('posts the logout with the token and no body, removes the token and opens /login', async () => {
    const token = signIn();
    api.on('POST /api/auth/logout', { json: { success: true } });
    const { router } = renderRoutes(routes, '/logout');
    expect(screen.getByText(AUTH_TEXTS.loggingOut)).toBeTruthy();
    await screen.findByText('Login with Discord');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/logout',
        authorization: `Bearer ${token}`,
        contentType: null,
        body: null,
      },
    ]);
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it.each([
    ['a 500 reply', { status: 500, json: { error: 'down' } }],
    ['a network failure', 'network-error' as const],
  ])('ignores %s and still logs out', async (_name, reply) => {
    signIn();
    api.on('POST /api/auth/logout', reply);
    const { router } = renderRoutes(routes, '/logout');
    await screen.findByText('Login with Discord');
    expect(router.state.location.pathname).toBe('/login');
    expect(appStore.get(tokenAtom)).toBeNull();
  });
});
