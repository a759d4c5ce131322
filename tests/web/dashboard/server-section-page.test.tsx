// /dashboard/{id}/analytics, /commands and unknown sections: real pages with honest 'coming soon' states (logs: tests/web/history).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ServerSectionPage from '#web/features/dashboard/routes/server-section-page';
import { installApiStub } from '../support/api-stub';
import { renderRoutes, resetSession, signIn } from '../support/render-app';
import { SERVER, SERVER_ID } from './fixtures';

const api = installApiStub();

function renderSection(section: string) {
  api.on(`GET /api/bot/server/${SERVER_ID}`, { json: { ...SERVER, prefix: '?' } });
  return renderRoutes(
    [{ path: '/dashboard/:serverId/*', element: <ServerSectionPage /> }],
    `/dashboard/${SERVER_ID}/${section}`,
  );
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('server section pages', () => {
  it('analytics shows the live numbers the bot reports and says activity charts are coming soon', async () => {
    renderSection('analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Warden HQ')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Server statistics' })).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    const soon = screen.getByRole('region', { name: 'Activity analytics are coming soon' });
    expect(within(soon).getByText('Coming soon')).toBeTruthy();
  });

  it("commands shows the server's prefix, the catalogue and Role Setup", async () => {
    renderSection('commands');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commands' })).toBeTruthy();
    expect(screen.getByText('?help')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all commands' }).getAttribute('href')).toBe('/commands');
    expect(screen.getByRole('link', { name: 'Server Settings' }).getAttribute('href')).toBe(
      `/dashboard/${SERVER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Open Role Setup' }).getAttribute('href')).toBe(
      `/dashboard/${SERVER_ID}/role-config`,
    );
    expect(screen.getByRole('region', { name: 'Per-server command settings are coming soon' })).toBeTruthy();
  });

  it('any other section says there is no such page and leads back, never the 404 page', async () => {
    renderSection('leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warden HQ' })).toBeTruthy();
    expect(
      screen.getByText('This server has no “leaderboard” page. Pick a page from the sidebar.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Server Dashboard' }).getAttribute('href')).toBe(
      `/dashboard/${SERVER_ID}`,
    );
    expect(screen.queryByText("Oops! The page you're looking for doesn't exist.")).toBeNull();
  });
});
