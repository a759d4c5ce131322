// /dashboard/profile: identity, copy tick 2 s, badges with tiers, premium card, demo data on failure, 401/403.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '#web/features/dashboard/routes/profile-page';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { installApiStub } from '../support/api-stub';
import { hasSessionMarker, renderRoutes, resetSession, signIn } from '../support/render-app';
import { findIssueBanner, USER } from './fixtures';

const api = installApiStub();
const NOW = Date.parse('2024-03-01T12:00:00Z');
const DAY = 86_400_000;
const SERVERS = 'GET /api/auth/servers';
const BOT_USER = `GET /api/bot/user/${USER.id}`;

function renderProfile() {
  return renderRoutes([{ path: '/dashboard/profile', element: <ProfilePage /> }], '/dashboard/profile');
}

function badgeCards() {
  const grid = screen.getByRole('region', { name: /Achievement Badges/ });
  return within(grid)
    .queryAllByRole('listitem')
    .map((item) => [
      item.querySelector('.dash-achievement__name')?.textContent,
      item.className.split('--')[1],
    ]);
}

beforeEach(() => {
  resetSession();
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('the profile', () => {
  it('loads the user then their bot info, and shows avatar, name, #discriminator and id', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: { badges: [], np: { enabled: false, npTime: null } } });
    renderProfile();
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('ava.demo#0420');
    expect(screen.getByRole('img', { name: 'ava.demo' }).getAttribute('src')).toBe(
      `https://cdn.discordapp.com/avatars/${USER.id}/${USER.avatar}.png?size=256`,
    );
    expect(screen.getByText(USER.id)).toBeTruthy();
    expect(api.calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['GET', '/api/auth/servers', null],
      ['GET', `/api/bot/user/${USER.id}`, null],
    ]);
  });

  it('falls back to the "User" initial without an avatar and hides a "0" discriminator', async () => {
    api.on(SERVERS, {
      json: { user: { id: USER.id, username: '', discriminator: '0', avatar: null }, adminGuilds: [] },
    });
    api.on(BOT_USER, { json: {} });
    renderProfile();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('User');
    expect(screen.getByRole('img', { name: 'User' }).textContent).toBe('U');
  });

  it('copies the user id and shows the tick for 2 s', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: {} });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const copy = screen.getByRole('button', { name: 'Copy user ID' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(USER.id);
    expect(screen.getByText('Copied!')).toBeTruthy();
    expect(copy.textContent).toBe('✓');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('Copied!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(copy.textContent).not.toBe('✓');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: {} });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
    expect(await screen.findByText('Could not copy. Select the ID and copy it by hand.')).toBeTruthy();
  });

  it('draws each known badge with its name and tier and hides unknown keys', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, {
      json: {
        badges: [
          'bug',
          'owner',
          'gowner',
          'dev',
          'team',
          'contribution',
          'partner',
          'friend',
          'beta',
          'earlysupp',
          'mystery',
        ],
        np: { enabled: false, npTime: null },
      },
    });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(badgeCards()).toEqual([
      ['Bot Owner', 'legendary'],
      ['Girl Owner', 'legendary'],
      ['Developer', 'epic'],
      ['Team Member', 'epic'],
      ['Contributor', 'rare'],
      ['Partner', 'rare'],
      ['Friend', 'uncommon'],
      ['Beta Tester', 'uncommon'],
      ['Early Supporter', 'uncommon'],
      ['Bug Hunter', 'common'],
    ]);
    expect(screen.getAllByText('Legendary')).toHaveLength(2);
    expect(screen.getByText('Common')).toBeTruthy();
  });

  it('says "No Badges Yet" when no badge is known', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: { badges: ['mystery'], np: { enabled: false, npTime: null } } });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'No Badges Yet' })).toBeTruthy();
  });

  it('reads a failing GET /bot/user as no badges and no premium', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { status: 500, json: { error: 'down' } });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'No Badges Yet' })).toBeTruthy();
    const premium = screen.getByRole('region', { name: 'Premium Status' });
    expect(within(premium).getByText('Standard')).toBeTruthy();
    expect(within(premium).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    expect(screen.queryByRole('region', { name: /Connection Issue$/ })).toBeNull();
  });

  it('shows an active premium with its expiry and no renew button', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: { badges: [], np: { enabled: true, npTime: NOW + 10 * DAY } } });
    renderProfile();
    const premium = await screen.findByRole('region', { name: 'Premium Status' });
    expect(within(premium).getByText('Premium Active')).toBeTruthy();
    expect(within(premium).getByText('Expires on')).toBeTruthy();
    expect(within(premium).queryByRole('link', { name: 'Renew Premium' })).toBeNull();
  });

  it('offers "Renew Premium" to /premium/renew once the expiry is past', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: { badges: [], np: { enabled: true, npTime: NOW - DAY } } });
    renderProfile();
    const premium = await screen.findByRole('region', { name: 'Premium Status' });
    expect(within(premium).getByText('Expired on')).toBeTruthy();
    expect(within(premium).getByRole('link', { name: 'Renew Premium' }).getAttribute('href')).toBe(
      '/premium/renew',
    );
  });

  it('has the Account Settings and Bot Dashboard shortcuts', async () => {
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: {} });
    renderProfile();
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.querySelector('strong')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account Settings', '/settings'],
      ['Bot Dashboard', '/dashboard'],
    ]);
  });
});

describe('when the profile cannot be fetched', () => {
  it.each([
    ['a 500', { status: 500, json: { error: 'down' } }, 'Failed to fetch user data'],
    ['a network failure', 'network-error' as const, 'Network error - please check your internet connection'],
    ['an invalid body', { json: { nope: true } }, 'Invalid response data structure'],
  ])(
    'shows the API Connection Issue banner and the demo data on %s, after 3 attempts',
    async (_name, reply, text) => {
      api.on(SERVERS, reply);
      renderProfile();
      await act(() => vi.advanceTimersByTimeAsync(6000));
      const banner = await findIssueBanner();
      expect(api.callsTo(SERVERS)).toHaveLength(3);
      expect(within(banner).getByRole('heading', { name: 'API Connection Issue' })).toBeTruthy();
      expect(within(banner).getByText(text)).toBeTruthy();
      expect(within(banner).getByText('Showing demo data for preview.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo User#0001');
      expect(badgeCards()).toEqual([
        ['Bot Owner', 'legendary'],
        ['Developer', 'epic'],
        ['Partner', 'rare'],
      ]);
      const premium = screen.getByRole('region', { name: 'Premium Status' });
      expect(within(premium).getByText('Premium Active')).toBeTruthy();
      expect(within(premium).getByText(/Expires on/)).toBeTruthy();
      const expiry = Date.parse(premium.querySelector('time')?.getAttribute('datetime') ?? '');
      expect(Math.abs(expiry - (NOW + 30 * DAY))).toBeLessThan(60_000);
      expect(api.callsTo(BOT_USER)).toEqual([]);
    },
  );

  it('loads again on Retry', async () => {
    api.on(SERVERS, { status: 500, json: {} });
    renderProfile();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    const banner = await findIssueBanner();
    api.on(SERVERS, { json: { user: USER, adminGuilds: [] } });
    api.on(BOT_USER, { json: {} });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(banner).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('ava.demo#0420');
    expect(screen.queryByRole('region', { name: /Connection Issue$/ })).toBeNull();
  });

  it.each([401, 403])('logs out on %i', async (status) => {
    api.on(SERVERS, { status, json: { error: 'Invalid or expired token' } });
    renderProfile();
    await vi.waitFor(() => expect(appStore.get(sessionAtom)).toBeNull());
    expect(hasSessionMarker()).toBe(false);
  });
});
