// /dashboard/{serverId}: stats with fallbacks, configuration, tools, information panel, retries, 403/404, yellow banner.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ServerOverviewPage from '#web/features/dashboard/routes/server-overview-page';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { installApiStub } from '../support/api-stub';
import { renderRoutes, resetSession, signIn } from '../support/render-app';
import { findIssueBanner, SERVER, SERVER_ID } from './fixtures';

const api = installApiStub();
const DETAIL = `GET /api/bot/server/${SERVER_ID}`;

function renderOverview(serverId = SERVER_ID) {
  return renderRoutes(
    [{ path: '/dashboard/:serverId', element: <ServerOverviewPage /> }],
    `/dashboard/${serverId}`,
  );
}

function statValue(label: string): string | undefined {
  const card = screen.getByText(label).closest('li') as HTMLElement;
  return card.querySelector('.dash-stat__value')?.textContent ?? undefined;
}

function fact(panel: HTMLElement, term: string): HTMLElement {
  return within(panel).getByText(term).nextElementSibling as HTMLElement;
}

beforeEach(() => {
  resetSession();
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2024-03-01T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('the server overview', () => {
  it('loads GET /bot/server/{id} with the token and shows the stat cards', async () => {
    api.on(DETAIL, { json: SERVER });
    renderOverview();
    await screen.findByRole('heading', { level: 1, name: 'Warden HQ' });
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: `/api/bot/server/${SERVER_ID}`,
        authorization: null,
        contentType: null,
        body: null,
      },
    ]);
    expect([
      statValue('Members'),
      statValue('Channels'),
      statValue('Roles'),
      statValue('Boost Level'),
    ]).toEqual(['1,234', '6', '9', 'Level 1']);
    expect(screen.getByText('2 boosts')).toBeTruthy();
  });

  it('falls back to channels 5, roles 3 and boosts 0', async () => {
    api.on(DETAIL, { json: { id: SERVER_ID, name: 'Bare' } });
    renderOverview();
    await screen.findByRole('heading', { level: 1, name: 'Bare' });
    expect([
      statValue('Members'),
      statValue('Channels'),
      statValue('Roles'),
      statValue('Boost Level'),
    ]).toEqual(['N/A', '5', '3', 'Level 0']);
    expect(screen.getByText('0 boosts')).toBeTruthy();
  });

  it('shows the configuration: prefix, guild id, owner id and created date', async () => {
    api.on(DETAIL, { json: SERVER });
    renderOverview();
    const panel = await screen.findByRole('region', { name: 'Server Configuration' });
    expect(fact(panel, 'Command Prefix').querySelector('code')?.textContent).toBe('.');
    expect(fact(panel, 'Guild ID').textContent).toBe(SERVER_ID);
    expect(fact(panel, 'Owner ID').textContent).toBe(SERVER.ownerId);
    expect(fact(panel, 'Created').querySelector('time')?.getAttribute('datetime')).toBe(
      '2024-01-01T00:00:00.000Z',
    );
  });

  it('shows the server information: age in days, premium status, Administrator and the upgrade link', async () => {
    api.on(DETAIL, { json: SERVER });
    renderOverview();
    const panel = await screen.findByRole('region', { name: 'Server Information' });
    expect(fact(panel, 'Server Age').textContent).toBe('60 days');
    expect(fact(panel, 'Premium Status').textContent).toBe('Standard');
    expect(fact(panel, 'Bot Permissions').textContent).toBe('Administrator');
    expect(within(panel).getByRole('img', { name: 'Warden HQ' }).getAttribute('src')).toBe(
      `https://cdn.discordapp.com/icons/${SERVER_ID}/a_abc.gif?size=128`,
    );
    expect(within(panel).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
  });

  it('says Active for a premium server', async () => {
    api.on(DETAIL, { json: { ...SERVER, premium: true } });
    renderOverview();
    const panel = await screen.findByRole('region', { name: 'Server Information' });
    expect(fact(panel, 'Premium Status').textContent).toBe('Active');
  });

  it('has a Configure button for each of the five tools and the quick links', async () => {
    api.on(DETAIL, { json: SERVER });
    renderOverview();
    const tools = await screen.findByRole('region', { name: 'Tools' });
    const links = within(tools).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Configure Auto Responder', 'Configure', `/dashboard/${SERVER_ID}/auto-responder`],
      ['Configure Embed Generator', 'Configure', `/dashboard/${SERVER_ID}/embed-generator`],
      ['Configure Reaction Role', 'Configure', `/dashboard/${SERVER_ID}/reaction-role`],
      ['Configure Role Setup', 'Configure', `/dashboard/${SERVER_ID}/role-config`],
      ['Configure Welcomer', 'Configure', `/dashboard/${SERVER_ID}/welcome-config`],
    ]);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/dashboard/${SERVER_ID}/analytics`,
      `/dashboard/${SERVER_ID}/commands`,
      `/dashboard/${SERVER_ID}/logs`,
    ]);
  });
});

describe('loading and errors', () => {
  it('retries after 2 s and 4 s, then shows the Connection Issue with the status text', async () => {
    api.on(DETAIL, { status: 502, json: { error: { code: 'upstream_failed', message: 'x' } } });
    renderOverview();
    expect(screen.getByText('Loading server...')).toBeTruthy();
    await screen.findByText('Retrying... (2/3)');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByText('Retrying... (3/3)');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const banner = await findIssueBanner();
    expect(within(banner).getByRole('heading', { name: 'Connection Issue' })).toBeTruthy();
    expect(within(banner).getByText('Server responded with status: 502')).toBeTruthy();
    expect(banner.className).not.toContain('stale');
    expect(api.callsTo(DETAIL)).toHaveLength(3);
  });

  it.each([
    [403, "Forbidden: You don't have admin permissions for this server."],
    [404, 'Server not found or bot is not present in this server.'],
  ])('shows the %i text at once, with Retry and a way back', async (status, text) => {
    api.on(DETAIL, { status, json: { error: 'refused' } });
    renderOverview();
    const banner = await findIssueBanner();
    expect(within(banner).getByText(text)).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to servers' }).getAttribute('href')).toBe('/dashboard');
    expect(api.callsTo(DETAIL)).toHaveLength(1);
  });

  it('treats an address that is not a server id as not found, without a call', async () => {
    renderOverview('not-a-server');
    await screen.findByText('Server not found or bot is not present in this server.');
    expect(api.calls).toEqual([]);
  });

  it('removes the token on a 401', async () => {
    api.on(DETAIL, { status: 401, json: { error: 'Invalid or expired token' } });
    renderOverview();
    await findIssueBanner();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('keeps the data on a failed refresh and shows the yellow banner instead of the error page', async () => {
    api.on(DETAIL, { json: SERVER }, { status: 500, json: { error: 'down' } });
    renderOverview();
    await screen.findByRole('heading', { level: 1, name: 'Warden HQ' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Retrying... (2/3)');
    expect(screen.getByRole('heading', { level: 1, name: 'Warden HQ' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByText('Retrying... (3/3)');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const banner = await findIssueBanner();
    expect(banner.className).toContain('dash-issue--stale');
    expect(within(banner).getByText('Connection Issue')).toBeTruthy();
    expect(within(banner).getByText('Server responded with status: 500')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Server Configuration' })).toBeTruthy();
    api.on(DETAIL, { json: { ...SERVER, name: 'Warden HQ 2' } });
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Warden HQ 2' });
    expect(screen.queryByRole('region', { name: /Connection Issue$/ })).toBeNull();
  });
});
