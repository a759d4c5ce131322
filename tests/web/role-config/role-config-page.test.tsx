// /dashboard/{id}/role-config: cards, filters, save on selection with exact payloads, 3 s / 5 s messages, fallbacks.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RoleConfigPage from '#web/features/role-config/routes/role-config-page';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { ADMIN_GUILDS, SERVER_ID, USER } from '../dashboard/fixtures';
import { installApiStub } from '../support/api-stub';
import { conflictReply, otherAdminEntry, serveHistoryBase } from '../support/history-base';
import { announced, expectAnnounced, renderRoutes, resetSession, signIn } from '../support/render-app';

const api = installApiStub();
const CONFIG = `GET /api/bot/server/${SERVER_ID}/configurableRoles`;
const PATCH = `PATCH /api/bot/server/${SERVER_ID}/configurableRoles`;
const RESOURCES = `GET /api/dashboard/embed/resources/${SERVER_ID}`;
const ROLES = [
  { id: SERVER_ID, name: '@everyone', color: 0, position: 0 },
  { id: '1100000000000000011', name: 'Member', color: 0, position: 1 },
  { id: '1100000000000000013', name: 'Admin', color: 0xe74c3c, position: 8 },
  { id: '1100000000000000014', name: 'Moderator', color: 0x2ecc71, position: 7 },
];

function serve({ config = { admin: '1100000000000000013', mod: null, vip: null } as unknown } = {}) {
  api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: ADMIN_GUILDS } });
  api.on(CONFIG, { json: config });
  api.on(RESOURCES, { json: { roles: ROLES, emojis: [], channelsServers: [] } });
}

function renderPage(path = `/dashboard/${SERVER_ID}/role-config`) {
  const view = renderRoutes(
    [
      { path: '/dashboard/:serverId/role-config', element: <RoleConfigPage /> },
      { path: '/role-config', element: <RoleConfigPage /> },
    ],
    path,
  );
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
}

function cardNames(): string[] {
  return screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((name) => name !== 'How role permissions work');
}

beforeEach(() => {
  resetSession();
  signIn();
  serveHistoryBase(api, SERVER_ID, 'roles');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the role configuration page', () => {
  it('shows the heading, the server name and icon, and a card per configurable role', async () => {
    serve();
    renderPage();
    expect(screen.getByText('Loading role configuration...')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Role Configuration' })).toBeTruthy();
    expect(screen.getByText('Warden HQ')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Warden HQ' }).getAttribute('src')).toBe(
      `https://cdn.discordapp.com/icons/${SERVER_ID}/a_abc.gif?size=128`,
    );
    expect(cardNames()).toEqual([
      'Required Role',
      'Owner',
      'Founder',
      'Admin',
      'Manager',
      'Moderator',
      'Staff',
      'Bot',
      'VIP',
      'Partner',
      'Artist',
      'Guest',
      'Friend',
      'QT',
    ]);
    expect(api.calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['GET', '/api/auth/servers', null],
      ['GET', `/api/bot/server/${SERVER_ID}/configurableRoles`, null],
      ['GET', `/api/dashboard/embed/resources/${SERVER_ID}`, null],
      ['GET', `/api/history/${SERVER_ID}?tool=roles`, null],
    ]);
  });

  it("shows each role's assignment and a select with 'No role assigned' and the server's roles, coloured", async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    const admin = card('Admin');
    expect(within(admin).getByText('Admin', { selector: '.rc-card__current' })).toBeTruthy();
    const select = within(admin).getByRole('combobox', { name: 'Assigned role: Admin' }) as HTMLSelectElement;
    expect(select.value).toBe('1100000000000000013');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.value, option.style.color])).toEqual([
      ['No role assigned', '', ''],
      ['Admin', '1100000000000000013', '#e74c3c'],
      ['Moderator', '1100000000000000014', '#2ecc71'],
      ['Member', '1100000000000000011', ''],
    ]);
    expect(
      within(card('Moderator')).getByText('No role assigned', { selector: '.rc-card__current' }),
    ).toBeTruthy();
  });

  it('filters by category and by search, with "No roles found"', async () => {
    serve();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    const categories = screen.getByRole('group', { name: 'Category' });
    await user.click(within(categories).getByRole('button', { name: 'Management' }));
    expect(within(categories).getByRole('button', { name: 'Management' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(cardNames()).toEqual(['Owner', 'Founder', 'Admin', 'Manager']);
    await user.click(within(categories).getByRole('button', { name: 'Moderation' }));
    expect(cardNames()).toEqual(['Moderator', 'Staff']);
    await user.click(within(categories).getByRole('button', { name: 'Special' }));
    expect(cardNames()).toEqual(['Bot', 'VIP', 'Partner', 'QT']);
    await user.click(within(categories).getByRole('button', { name: 'Community' }));
    expect(cardNames()).toEqual(['Artist', 'Guest', 'Friend']);
    await user.click(within(categories).getByRole('button', { name: 'All' }));
    const search = screen.getByPlaceholderText('Search roles...');
    await user.type(search, 'MODERATOR');
    expect(cardNames()).toEqual(['Moderator']);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByRole('heading', { name: 'No roles found' })).toBeTruthy();
  });

  it("assigns a role on selection: exact PATCH, 'Saving...', then the success text for 3 s", async () => {
    serve();
    api.on(PATCH, { json: { success: true } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Moderator' });
    const select = within(card('Moderator')).getByRole('combobox') as HTMLSelectElement;
    await user.selectOptions(select, '1100000000000000014');
    expect(await screen.findByText('Successfully updated Moderator')).toBeTruthy();
    expect(api.callsTo(PATCH)).toEqual([
      {
        method: 'PATCH',
        path: `/api/bot/server/${SERVER_ID}/configurableRoles`,
        authorization: null,
        contentType: 'application/json',
        body: { roleName: 'mod', roleId: '1100000000000000014' },
      },
    ]);
    expect(select.value).toBe('1100000000000000014');
    expect(within(card('Moderator')).getByText('Moderator', { selector: '.rc-card__current' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByText('Successfully updated Moderator')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Successfully updated Moderator')).toBeNull();
  });

  it('shows the saving state while the PATCH runs', async () => {
    serve();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    api.on(PATCH, { json: { success: true } });
    const release = api.hold();
    const select = within(card('Admin')).getByRole('combobox') as HTMLSelectElement;
    await user.selectOptions(select, '');
    expect(within(card('Admin')).getByText('Saving...')).toBeTruthy();
    await expectAnnounced('polite', 'Saving...');
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(select);
    const shown = select.value;
    await user.selectOptions(select, '1100000000000000011');
    expect(select.value).toBe(shown);
    expect(api.callsTo(PATCH)).toHaveLength(1);
    release();
    expect(await screen.findByText('Successfully updated Admin')).toBeTruthy();
    expect(select.hasAttribute('aria-disabled')).toBe(false);
    await expectAnnounced('polite', 'Successfully updated Admin');
    expect(api.callsTo(PATCH).map((call) => call.body)).toEqual([{ roleName: 'admin', roleId: null }]);
    expect(
      within(card('Admin')).getByText('No role assigned', { selector: '.rc-card__current' }),
    ).toBeTruthy();
  });

  it('shows the failure text for 5 s and keeps the previous assignment', async () => {
    serve();
    api.on(PATCH, { status: 400, json: { error: 'That role does not exist in this server' } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    const select = within(card('Admin')).getByRole('combobox') as HTMLSelectElement;
    await user.selectOptions(select, '1100000000000000011');
    await screen.findByText('Failed to update Admin');
    await expectAnnounced('assertive', 'Failed to update Admin');
    expect(select.value).toBe('1100000000000000013');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByText('Failed to update Admin')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Failed to update Admin')).toBeNull();
  });

  it('shows the help panel with the roles, not under the loading text they would push down', async () => {
    serve();
    renderPage();
    expect(screen.getByText('Loading role configuration...')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How role permissions work' })).toBeNull();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    expect(screen.getByRole('region', { name: 'How role permissions work' })).toBeTruthy();
  });

  it('has the help panel and the Back and Refresh controls', async () => {
    serve();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    const help = screen.getByRole('region', { name: 'How role permissions work' });
    expect(within(help).getByText('The owner role has top authority over every command.')).toBeTruthy();
    expect(within(help).getByText('Admin and manager roles reach most commands.')).toBeTruthy();
    expect(within(help).getByText('Moderator and staff roles have moderation rights.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Server Dashboard' }).getAttribute('href')).toBe(
      `/dashboard/${SERVER_ID}`,
    );
    api.on(CONFIG, { json: { admin: null, mod: '1100000000000000014' } });
    await user.click(screen.getByRole('button', { name: 'Refresh Configuration' }));
    await vi.waitFor(() => expect(api.callsTo(CONFIG)).toHaveLength(2));
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    expect((within(card('Moderator')).getByRole('combobox') as HTMLSelectElement).value).toBe(
      '1100000000000000014',
    );
    expect(api.callsTo(CONFIG)).toHaveLength(2);
  });
});

describe('fallbacks', () => {
  it('falls back to the demo roles when the server roles cannot be loaded, and locks saving', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: ADMIN_GUILDS } });
    api.on(CONFIG, { json: { admin: null } });
    api.on(RESOURCES, { status: 500, json: { error: 'down' } });
    renderPage();
    await screen.findByText('Failed to load configuration data');
    expect(announced('assertive')).toContain('Failed to load configuration data');
    const select = within(card('Owner')).getByRole('combobox') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No role assigned', 'Owner', 'Admin', 'Moderator', 'Staff', 'VIP', 'Member']);
    expect(select.hasAttribute('disabled')).toBe(true);
  });

  it('falls back to the demo assignments when the configuration cannot be loaded', async () => {
    api.on('GET /api/auth/servers', { json: { user: USER, adminGuilds: ADMIN_GUILDS } });
    api.on(CONFIG, 'network-error');
    api.on(RESOURCES, { json: { roles: ROLES } });
    renderPage();
    await screen.findByText('Failed to load configuration data');
    expect(
      within(card('Owner')).getByText('Unknown role (100000000000000001)', { selector: '.rc-card__current' }),
    ).toBeTruthy();
  });

  it("says 'Failed to fetch user information' when the server lookup fails, and still works", async () => {
    api.on('GET /api/auth/servers', { status: 500, json: {} });
    api.on(CONFIG, { json: {} });
    api.on(RESOURCES, { json: { roles: ROLES } });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(await screen.findByText('Failed to fetch user information')).toBeTruthy();
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(3);
    expect(screen.getByText(SERVER_ID)).toBeTruthy();
    expect((within(card('Owner')).getByRole('combobox') as HTMLSelectElement).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it.each([401, 403])('logs out when the server lookup answers %i', async (status) => {
    api.on('GET /api/auth/servers', { status, json: {} });
    api.on(CONFIG, { json: {} });
    api.on(RESOURCES, { json: { roles: ROLES } });
    renderPage();
    await vi.waitFor(() => expect(appStore.get(sessionAtom)).toBeNull());
  });

  it("says 'No guild ID provided' without a server id, without any call", () => {
    renderPage('/role-config');
    expect(screen.getByText('No guild ID provided')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('an edit conflict', () => {
  const entry = otherAdminEntry(SERVER_ID, 'roles', {
    body: { roleName: 'mod', roleId: '1100000000000000011' },
    before: { roleName: 'mod', roleId: null },
  });

  it('says who changed the role setup and when, and saves mine anyway on request', async () => {
    serve();
    api.on(PATCH, conflictReply(entry), { json: { success: true } });
    const { user } = renderPage();
    const select = await within(
      await screen.findByRole('heading', { level: 2, name: 'Moderator' }).then(() => card('Moderator')),
    ).findByRole('combobox');
    await user.selectOptions(select, '1100000000000000014');
    expect(await screen.findByText('Noah changed the role setup 2 minutes ago')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save mine anyway' }));
    expect(await screen.findByText('Successfully updated Moderator')).toBeTruthy();
    expect(api.callsTo(PATCH).map((call) => call.body)).toEqual([
      { roleName: 'mod', roleId: '1100000000000000014' },
      { roleName: 'mod', roleId: '1100000000000000014' },
    ]);
  });

  it('keeps theirs: reads the assignments again', async () => {
    serve();
    api.on(PATCH, conflictReply(entry));
    const { user } = renderPage();
    const select = await within(
      await screen.findByRole('heading', { level: 2, name: 'Moderator' }).then(() => card('Moderator')),
    ).findByRole('combobox');
    await user.selectOptions(select, '1100000000000000014');
    api.on(CONFIG, { json: { admin: '1100000000000000013', mod: '1100000000000000011', vip: null } });
    await user.click(await screen.findByRole('button', { name: 'Keep theirs' }));
    await vi.waitFor(() => expect((select as HTMLSelectElement).value).toBe('1100000000000000011'));
    expect(api.callsTo(PATCH)).toHaveLength(1);
  });
});
