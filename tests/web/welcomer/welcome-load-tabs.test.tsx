// Welcome Dashboard: loading, load failure, header, the server icon, tab visibility and the channel select with its fallback.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { WELCOME_TEXTS as T } from '#web/features/welcomer/texts';
import { createQueryClient } from '#web/lib/query-client';
import { serverDetailQuery } from '#web/lib/server-detail';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import { expectAnnounced } from '../support/render-app';
import {
  CHANNELS,
  previewElement,
  ready,
  renderWelcome,
  serveWelcome,
  tabNames,
  WC_ICON_URL,
  WC_SERVER_ID,
  welcomeConfig,
} from '../support/welcomer-harness';

const api = installApiStub();
const WITH_SERVER_ICON = welcomeConfig(
  { enabled: true, message: 'Hi' },
  { enabled: true, title: 'T', thumbnail: { type: 'server_avatar', url: '' } },
);

installFakeClock();

describe('loading', () => {
  it("shows 'Loading Dashboard', then the header with back link, title and live-preview badge", async () => {
    serveWelcome(api, { config: [{ json: { success: true, config: welcomeConfig() } }] });
    const release = api.hold();
    renderWelcome();
    expect(screen.getByText(T.loading)).toBeTruthy();
    await expectAnnounced('polite', T.loading);
    release();
    await ready();
    expect(screen.getByRole('link', { name: T.backLabel }).getAttribute('href')).toBe(
      `/dashboard/${WC_SERVER_ID}`,
    );
    expect(screen.getByText(T.liveBadge)).toBeTruthy();
    expect(screen.queryByText(T.loading)).toBeNull();
    expect(document.querySelector('.wc-page')).toBeTruthy();
  });

  it("shows 'Failed to load data' when 3 attempts cannot read the config, and Retry loads again", async () => {
    const failure = { status: 500, json: { error: 'boom' } };
    serveWelcome(api, {
      config: [failure, failure, failure, { json: { success: true, config: null } }],
    });
    const { user } = renderWelcome();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(apiRoutes.welcomer(WC_SERVER_ID))}`)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: T.retry }));
    await ready();
    expect(api.callsTo(`GET ${apiUrl(apiRoutes.welcomer(WC_SERVER_ID))}`)).toHaveLength(4);
  });
});

describe('the server icon', () => {
  const SERVER_PATH = `GET ${apiUrl(apiRoutes.server(WC_SERVER_ID))}`;

  it('loads the server for its icon', async () => {
    serveWelcome(api, { config: [{ json: { success: true, config: WITH_SERVER_ICON } }] });
    renderWelcome();
    await ready();
    expect(api.callsTo(SERVER_PATH)).toHaveLength(1);
    await waitFor(() =>
      expect(previewElement().querySelector('.preview-embed__thumbnail')?.getAttribute('src')).toBe(
        WC_ICON_URL,
      ),
    );
  });

  it('uses the server detail already loaded (e.g. by the layout), without asking again', async () => {
    serveWelcome(api, { config: [{ json: { success: true, config: WITH_SERVER_ICON } }] });
    const queryClient = createQueryClient();
    queryClient.setQueryData(serverDetailQuery(WC_SERVER_ID).queryKey, {
      id: WC_SERVER_ID,
      name: 'Warden HQ',
      icon: 'a_0123',
    });
    renderWelcome({ queryClient });
    await ready();
    await waitFor(() =>
      expect(previewElement().querySelector('.preview-embed__thumbnail')?.getAttribute('src')).toBe(
        `https://cdn.discordapp.com/icons/${WC_SERVER_ID}/a_0123.gif?size=128`,
      ),
    );
    expect(api.callsTo(SERVER_PATH)).toEqual([]);
  });
});

describe('tabs', () => {
  it('shows only General while off, Message once on, Embed and Advanced once the embed is on', async () => {
    serveWelcome(api);
    const { user } = renderWelcome();
    await ready();
    expect(tabNames()).toEqual(['General']);
    expect(screen.queryByLabelText(T.channel)).toBeNull();
    await user.click(screen.getByRole('switch', { name: T.enable }));
    expect(tabNames()).toEqual(['General', 'Message']);
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.click(screen.getByRole('switch', { name: T.enableEmbed }));
    expect(tabNames()).toEqual(['General', 'Message', 'Embed', 'Advanced']);
    await user.click(screen.getByRole('tab', { name: 'Embed' }));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('wc-tab-embed');
    expect(screen.getByLabelText(T.embedTitle)).toBeTruthy();
  });

  it('falls back to General when the selected tab disappears, and moves with the arrow keys', async () => {
    serveWelcome(api, {
      config: [
        {
          json: {
            success: true,
            config: welcomeConfig(
              { enabled: true, channel: CHANNELS[0]?.id, message: 'Hi' },
              { enabled: true },
            ),
          },
        },
      ],
    });
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Embed' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Advanced' }));
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.click(screen.getByRole('switch', { name: T.enableEmbed }));
    expect(tabNames()).toEqual(['General', 'Message']);
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('switch', { name: T.enable }));
    expect(tabNames()).toEqual(['General']);
  });
});

describe('channel select', () => {
  const optionsOf = () =>
    within(screen.getByLabelText(T.channel))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("offers 'Select a channel' and the text and announcement channels as #name", async () => {
    serveWelcome(api, { config: [{ json: { success: true, config: welcomeConfig({ enabled: true }) } }] });
    renderWelcome();
    await ready();
    expect(optionsOf()).toEqual(['Select a channel', '#welcome', '#general', '#announcements']);
  });

  it('uses the guild lookup when the channel list fails', async () => {
    serveWelcome(api, {
      config: [{ json: { success: true, config: welcomeConfig({ enabled: true }) } }],
      channels: { status: 500, json: {} },
    });
    api.on(`GET ${apiUrl(apiRoutes.dashboardGuild(WC_SERVER_ID))}`, {
      json: { guild: { id: WC_SERVER_ID }, channels: [{ id: '110000000000000109', name: 'lobby', type: 0 }] },
    });
    renderWelcome();
    await ready();
    expect(optionsOf()).toEqual(['Select a channel', '#lobby']);
    expect(screen.queryByText(T.channelsFailed)).toBeNull();
  });

  it('says so when neither source answers, and keeps a stored channel selectable', async () => {
    const stored = '110000000000000199';
    serveWelcome(api, {
      config: [{ json: { success: true, config: welcomeConfig({ enabled: true, channel: stored }) } }],
      channels: { status: 500, json: {} },
    });
    api.on(`GET ${apiUrl(apiRoutes.dashboardGuild(WC_SERVER_ID))}`, { status: 502, json: {} });
    renderWelcome();
    await ready();
    expect(screen.getByText(T.channelsFailed)).toBeTruthy();
    expect(optionsOf()).toEqual(['Select a channel', T.unknownChannel(stored)]);
    expect((screen.getByLabelText(T.channel) as HTMLSelectElement).value).toBe(stored);
  });
});
