import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { TOKEN_STORAGE_KEY } from '#shared/constants/storage';
import HomePage from '#web/features/home/routes/home-page';
import { HOME_TEXTS } from '#web/features/home/texts';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { renderPage, TEST_CONFIG } from '../support/render-app';

describe('the landing page', () => {
  it('shows the hero with its tagline and the three badges', () => {
    renderPage(HomePage, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Warden' })).toBeTruthy();
    expect(screen.getByText(HOME_TEXTS.tagline)).toBeTruthy();
    const badges = within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Lightning Fast',
      'Advanced Security',
      'Community Focused',
    ]);
  });

  it("opens the bot invite for the configured client id from 'Add to Server'", () => {
    renderPage(HomePage, '/');
    const [hero] = screen.getAllByRole('link', { name: /^Add to Server/ });
    const url = new URL(hero?.getAttribute('href') ?? '');
    expect(hero?.getAttribute('href')).toBe(botInviteUrl(TEST_CONFIG.discordClientId));
    expect(url.searchParams.get('client_id')).toBe(TEST_CONFIG.discordClientId);
    expect(url.searchParams.get('permissions')).toBe('8');
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the claims of spec section 1 and the command count computed from the catalogue', () => {
    renderPage(HomePage, '/');
    const stats = within(screen.getByLabelText(HOME_TEXTS.statsLabel));
    expect(
      stats.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
    ).toEqual([
      'Uptime 99.9%',
      'Servers 100+',
      `Commands ${countCommands(COMMAND_CATEGORIES)}`,
      'Support 24/7',
    ]);
    expect(screen.getByText('Trusted by 100+ servers')).toBeTruthy();
  });

  it('shows the four feature cards', () => {
    renderPage(HomePage, '/');
    const section = screen.getByRole('region', { name: HOME_TEXTS.featuresTitle });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Advanced Moderation', 'Smart Automation', 'Server Analytics', '24/7 Support']);
  });

  it('never keeps a ?token= in page script (the Worker moves it into the session cookie)', async () => {
    renderPage(HomePage, '/', { at: '/?token=abc.def' });
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
