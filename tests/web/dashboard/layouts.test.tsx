// The dashboard chrome: sidebar links, 'Pro Tip', version, header with avatar/name/logout, mobile menu.

import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DashboardLayout } from '#web/app/layouts/dashboard-layout';
import { SERVER_ID_TEXTS, ServerLayout } from '#web/app/layouts/server-layout';
import { appStore } from '#web/lib/jotai';
import { serverDetailQuery } from '#web/lib/server-detail';
import { sessionAtom } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { installApiStub } from '../support/api-stub';
import { Marker, renderRoutes, resetSession, signIn, TEST_CONFIG } from '../support/render-app';
import { SERVER, SERVER_ID, USER } from './fixtures';

const api = installApiStub();

function renderLayouts(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        children: [
          { element: <DashboardLayout />, children: [{ index: true, element: <Marker name="list" /> }] },
          {
            path: ':serverId',
            element: <ServerLayout />,
            children: [
              { index: true, element: <Marker name="server" /> },
              { path: 'members', element: <MemberCount /> },
              { path: 'analytics', element: <Marker name="analytics" /> },
            ],
          },
        ],
      },
      { path: '/login', element: <Marker name="login" /> },
    ],
    path,
  );
}

/** A server page that reads the server detail itself, as the overview does. */
function MemberCount() {
  const server = useQuery(serverDetailQuery(SERVER_ID)).data;
  return <p>{server ? `members:${server.memberCount}` : 'page:loading'}</p>;
}

const DETAIL = `GET /api/bot/server/${SERVER_ID}`;

function linkHref(container: HTMLElement, name: string): string | null {
  return within(container).getByRole('link', { name }).getAttribute('href');
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('DashboardLayout', () => {
  it('has the sidebar links, the Pro Tip and the version label', () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/^\W+/, '')),
    ).toEqual(['Dashboard', 'Profile', 'Commands', 'Settings', 'Premium', 'Support (opens in a new tab)']);
    expect(linkHref(nav, 'Dashboard')).toBe('/dashboard');
    expect(linkHref(nav, 'Profile')).toBe('/dashboard/profile');
    expect(linkHref(nav, 'Commands')).toBe('/commands');
    expect(linkHref(nav, 'Settings')).toBe('/settings');
    expect(linkHref(nav, 'Premium')).toBe('/premium');
    const support = within(nav).getByRole('link', { name: /Support/ });
    expect(support.getAttribute('href')).toBe(TEST_CONFIG.supportInviteUrl);
    expect(support.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    const tip = screen.getByRole('region', { name: 'Pro Tip' });
    expect(within(tip).getByText(/nuke protection/)).toBeTruthy();
    expect(screen.getByText('v2.4.1')).toBeTruthy();
    expect(screen.getByText('page:list')).toBeTruthy();
  });

  it('has Home, the avatar and name linking to the profile, and Logout in the header', () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts('/dashboard');
    const header = screen.getByRole('banner');
    expect(linkHref(header, 'Home')).toBe('/');
    const profile = within(header).getByRole('link', { name: /view profile/ });
    expect(profile.textContent).toBe('ava.demo, view profile');
    expect(profile.getAttribute('href')).toBe('/dashboard/profile');
    expect(profile.querySelector('img')?.getAttribute('src')).toBe(
      `https://cdn.discordapp.com/avatars/${USER.id}/${USER.avatar}.png?size=64`,
    );
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('logs out on a click of Logout: POST /api/auth/logout, the session ends, then /login', async () => {
    api.on('POST /api/auth/logout', { json: { success: true } });
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: [] } });
    const { router } = renderLayouts('/dashboard');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('fetches the user once for the header when no page has, and falls back to the initial', async () => {
    api.on('GET /api/auth/servers', { json: { user: { ...USER, avatar: null }, adminGuilds: [] } });
    renderLayouts('/dashboard');
    const header = screen.getByRole('banner');
    const initials = () => header.querySelector('.avatar--initials')?.textContent;
    expect(initials()).toBe('U');
    expect(await within(header).findByText('ava.demo')).toBeTruthy();
    expect(initials()).toBe('A');
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the "User" fallback when that fetch fails', async () => {
    api.on('GET /api/auth/servers', 'network-error');
    renderLayouts('/dashboard');
    await screen.findByText('page:list');
    expect(within(screen.getByRole('banner')).getByText('User')).toBeTruthy();
  });

  it('opens and closes the sidebar from its disclosure button, with Escape too, returning focus to it', async () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts('/dashboard');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(sidebar?.tagName).toBe('ASIDE');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar?.className).toContain('dash-sidebar--open');
    expect(toggle.getAttribute('aria-label')).toBe('Menu');
    within(screen.getByRole('navigation', { name: 'Dashboard' }))
      .getByRole('link', { name: /Profile/ })
      .focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar?.className).not.toContain('dash-sidebar--open');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('ServerLayout', () => {
  beforeEach(() => api.on(DETAIL, { json: SERVER }));

  it.each([
    ['a decoded query', `${SERVER_ID}%3Fx%3Dy`],
    ['a decoded path', `${SERVER_ID}%2F..%2F1100000000000000002`],
    ['letters', 'not-a-server'],
    ['too few digits', '1234'],
  ])('calls nothing and says so for a server id with %s', async (_name, id) => {
    renderLayouts(`/dashboard/${id}/analytics`);
    expect(screen.getByRole('alert').textContent).toBe(SERVER_ID_TEXTS.invalid);
    expect(screen.getByRole('link', { name: SERVER_ID_TEXTS.back }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('page:analytics')).toBeNull();
    await new Promise((settle) => setTimeout(settle, 20));
    expect(api.calls).toEqual([]);
  });

  it('links Dashboard, Server Settings, Commands, Analytics, Logs and the five tools', () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts(`/dashboard/${SERVER_ID}`);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const expected: [string, string][] = [
      ['Dashboard', '/dashboard'],
      ['Server Settings', `/dashboard/${SERVER_ID}`],
      ['Commands', '/commands'],
      ['Analytics', `/dashboard/${SERVER_ID}/analytics`],
      ['Logs', `/dashboard/${SERVER_ID}/logs`],
      ['Auto Responder', `/dashboard/${SERVER_ID}/auto-responder`],
      ['Embed Generator', `/dashboard/${SERVER_ID}/embed-generator`],
      ['Reaction Role', `/dashboard/${SERVER_ID}/reaction-role`],
      ['Role Setup', `/dashboard/${SERVER_ID}/role-config`],
      ['Welcomer', `/dashboard/${SERVER_ID}/welcome-config`],
    ];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent?.replace(/^\W+/, ''), link.getAttribute('href')]),
    ).toEqual(expected);
    expect(within(nav).getByRole('heading', { name: 'Tools' })).toBeTruthy();
    expect(screen.getByText('v2.4.1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pro Tip' })).toBeTruthy();
  });

  it('shows and hides the Tools group from its disclosure button', async () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts(`/dashboard/${SERVER_ID}`);
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const tools = within(nav).getByRole('button', { name: 'Tools' });
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(tools.getAttribute('aria-controls') ?? '');
    expect(within(list as HTMLElement).getByRole('link', { name: /Welcomer/ })).toBeTruthy();
    await user.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
    expect(within(nav).queryByRole('link', { name: /Welcomer/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Server Settings/ })).toBeTruthy();
    await user.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: /Welcomer/ })).toBeTruthy();
  });

  it('marks the current page and names the server from its detail', async () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts(`/dashboard/${SERVER_ID}/analytics`);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Server Settings' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(await within(screen.getByRole('banner')).findByText('Warden HQ')).toBeTruthy();
    expect(api.callsTo(DETAIL)).toHaveLength(1);
    expect(api.callsTo('GET /api/auth/servers')).toEqual([]);
  });

  it('reads the server detail once when the page reads it too', async () => {
    appStore.set(sessionUserAtom, USER);
    renderLayouts(`/dashboard/${SERVER_ID}/members`);
    expect(await screen.findByText(`members:${SERVER.memberCount}`)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Warden HQ')).toBeTruthy();
    expect(api.callsTo(DETAIL)).toHaveLength(1);
  });

  it('names no server when the detail cannot be read', async () => {
    appStore.set(sessionUserAtom, USER);
    api.on(DETAIL, { status: 404, json: { error: 'Server not found' } });
    renderLayouts(`/dashboard/${SERVER_ID}`);
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(1));
    expect(screen.getByText('page:server')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByText('Warden HQ')).toBeNull();
  });
});
