// /dashboard: server cards, the empty state, the retry rules, every section-8 error text and 401/403.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionGuard } from '#web/features/auth/components/session-guard';
import ServerListPage from '#web/features/dashboard/routes/server-list-page';
import { appStore } from '#web/lib/jotai';
import { sessionUserAtom } from '#web/lib/session-user';
import { installApiStub } from '../support/api-stub';
import {
  expectAnnounced,
  hasSessionMarker,
  Marker,
  renderRoutes,
  resetSession,
  signIn,
} from '../support/render-app';
import { ADMIN_GUILDS, findIssueBanner, USER } from './fixtures';

const api = installApiStub();

function renderList() {
  return renderRoutes(
    [
      { path: '/login', element: <Marker name="login" /> },
      {
        path: '/dashboard',
        element: <SessionGuard />,
        children: [{ index: true, element: <ServerListPage /> }],
      },
    ],
    '/dashboard',
  );
}

beforeEach(() => {
  resetSession();
  signIn();
  api.on('GET /api/auth/me', { json: { user: USER } });
});
afterEach(() => vi.useRealTimers());

/** Waits through the two automatic retries (2 s, then 4 s) of a failing load. */
async function sitThroughRetries() {
  await screen.findByText('Retrying... (2/3)');
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await screen.findByText('Retrying... (3/3)');
  await act(() => vi.advanceTimersByTimeAsync(4000));
}

describe('the server list', () => {
  it('shows one card per server with its icon, badges and a Manage link opening a new tab', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: ADMIN_GUILDS } });
    renderList();
    await screen.findByRole('heading', { name: 'Warden HQ' });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const [owned, premium, plain, noId] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(owned).getByText('Owner')).toBeTruthy();
    expect(within(owned).queryByText('Premium')).toBeNull();
    expect(within(owned).getByRole('img', { name: 'Warden HQ' }).getAttribute('src')).toBe(
      'https://cdn.discordapp.com/icons/1100000000000000001/a_abc.gif?size=128',
    );
    const manage = within(owned).getByRole('link', { name: 'Manage Warden HQ' });
    expect(manage.textContent).toBe('Manage');
    expect(manage.getAttribute('href')).toBe('/dashboard/1100000000000000001');
    expect(manage.getAttribute('target')).toBe('_blank');
    expect(manage.getAttribute('rel')).toContain('noopener');
    expect(within(premium).getByText('Admin')).toBeTruthy();
    expect(within(premium).getByText('Premium')).toBeTruthy();
    expect(within(plain).getByRole('img', { name: 'Quiet Corner' }).textContent).toBe('QC');
    expect(within(noId).getByRole('button', { name: 'Manage' }).hasAttribute('disabled')).toBe(true);
    expect(appStore.get(sessionUserAtom)).toEqual(USER);
  });

  it('sends no token of its own (the session cookie carries it) and no body', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: [] } });
    renderList();
    await screen.findByText('No servers found');
    expect(api.callsTo('GET /api/auth/servers')).toEqual([
      {
        method: 'GET',
        path: '/api/auth/servers',
        authorization: null,
        contentType: null,
        body: null,
      },
    ]);
  });

  it('filters the cards by name', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: ADMIN_GUILDS } });
    renderList();
    await screen.findByRole('heading', { name: 'Warden HQ' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search servers' }), 'pixel');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search servers' }), 'zzz');
    expect(screen.getByText('No servers match your search.')).toBeTruthy();
  });

  it('shows the empty-state notice with an Invite button to the login/invite start path', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: [] } });
    renderList();
    await screen.findByText('No servers found');
    expect(
      screen.getByText(
        "No servers found where you're an administrator and the bot is present. Make sure the bot is invited to your server and that you have administrator permissions there.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/api/auth/discord');
  });
});

describe('loading and retries', () => {
  it('retries after 2 s and 4 s with "Retrying... (n/3)", then shows the Connection Issue banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET /api/auth/servers', { status: 500, json: { error: 'down' } });
    renderList();
    await screen.findByText('Retrying... (2/3)');
    await expectAnnounced('polite', 'Retrying... (2/3)');
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByText('Retrying... (3/3)');
    await expectAnnounced('polite', 'Retrying... (3/3)');
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const banner = await findIssueBanner();
    expect(within(banner).getByRole('heading', { name: 'Connection Issue' })).toBeTruthy();
    expect(within(banner).getByText('Server responded with status: 500')).toBeTruthy();
    await expectAnnounced('assertive', 'Connection Issue Server responded with status: 500');
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(3);
  });

  it('starts over at attempt 1 on Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET /api/auth/servers', 'network-error', 'network-error', 'network-error', {
      json: { user: USER, adminGuilds: ADMIN_GUILDS },
    });
    renderList();
    await sitThroughRetries();
    await screen.findByText('Network error - please check your internet connection');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Warden HQ' });
    expect(screen.queryByText(/Retrying/)).toBeNull();
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(4);
  });

  it('aborts an attempt after 10 s and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET /api/auth/servers', 'no-reply');
    renderList();
    await screen.findByText('Loading your servers...');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText('Loading your servers...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByText('Retrying... (2/3)');
    await act(() => vi.advanceTimersByTimeAsync(12_000 + 14_000));
    await screen.findByText('Request timeout - please check your connection');
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(3);
  });

  it.each([
    ['a body that is not an object', { json: ['nope'] }, 'Invalid response data structure'],
    ['a body without adminGuilds', { json: { user: USER } }, 'Invalid response data structure'],
  ])('shows the spec text for %s after 3 attempts', async (_name, reply, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET /api/auth/servers', reply);
    renderList();
    await sitThroughRetries();
    const banner = await findIssueBanner();
    expect(within(banner).getByText(text)).toBeTruthy();
  });

  it('shows a 404 at once, without retrying', async () => {
    api.on('GET /api/auth/servers', { status: 404, json: { error: 'x' } });
    renderList();
    const banner = await findIssueBanner();
    expect(within(banner).getByText('Server not found or bot is not present in this server.')).toBeTruthy();
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1);
  });

  it.each([401, 403])('ends the session and goes to /login on %i', async (status) => {
    api.on('GET /api/auth/servers', { status, json: { error: 'Invalid or expired token' } });
    const { router } = renderList();
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/login');
    expect(hasSessionMarker()).toBe(false);
    await waitFor(() => expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1));
  });
});
