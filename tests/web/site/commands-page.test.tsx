import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { COPY_TICK_MS } from '#shared/constants/limits';
import CommandsPage from '#web/features/commands/routes/commands-page';
import { COMMANDS_TEXTS } from '#web/features/commands/texts';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { renderPage, TEST_CONFIG } from '../support/render-app';

const toggles = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const categoryButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title} \\d+ commands?$`) });
const shownTitles = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /commands?$/.test(text))
    .map((text) => text.replace(/\d+ commands?$/, ''));

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderPage(CommandsPage, '/commands');
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Command Center', () => {
  it('shows every category with its exact command count and the computed total', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Command Center' })).toBeTruthy();
    for (const [title, count] of [
      ['Antinuke', 21],
      ['Moderation', 25],
      ['Giveaways', 3],
      ['Welcomer', 9],
      ['Voice', 16],
      ['Media', 4],
      ['Fun & Games', 8],
      ['Utility & Extra', 45],
    ] as const) {
      expect(categoryButton(title).textContent).toContain(`${count} commands`);
    }
    const total = countCommands(COMMAND_CATEGORIES);
    expect(screen.getByText(`Showing ${total} commands`)).toBeTruthy();
    const stats = within(screen.getByLabelText(COMMANDS_TEXTS.statsLabel));
    expect(
      stats.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
    ).toEqual([`Commands ${total}`, 'Categories 8', 'Servers 200+', 'Users 300K+']);
  });

  it('shows real command names, descriptions and usage', () => {
    setup();
    const moderation = document.getElementById('commands-moderation-body') as HTMLElement;
    expect(within(moderation).getByRole('button', { name: '.ban Copy' })).toBeTruthy();
    expect(within(moderation).getByText('Ban a member, optionally with a reason.')).toBeTruthy();
    expect(within(moderation).getByText('.ban <@user> [reason]')).toBeTruthy();
  });

  it('opens only Moderation at first, and each header toggles its category', async () => {
    const user = setup();
    const open = toggles().filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(open.map((button) => button.textContent)).toEqual(['Moderation25 commands']);
    expect(document.getElementById('commands-moderation-body')?.hidden).toBe(false);
    expect(document.getElementById('commands-voice-body')?.hidden).toBe(true);

    await user.click(categoryButton('Voice'));
    expect(categoryButton('Voice').getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('commands-voice-body')?.hidden).toBe(false);
    await user.click(categoryButton('Moderation'));
    expect(categoryButton('Moderation').getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('commands-moderation-body')?.hidden).toBe(true);
  });

  it('stars the categories with popularity 90 or more and shows each popularity', () => {
    setup();
    expect(screen.getAllByRole('img', { name: COMMANDS_TEXTS.popular })).toHaveLength(4);
    expect(screen.getByText('98%')).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
  });

  it('searches command names case-insensitively, hides empty categories and opens the matches', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: COMMANDS_TEXTS.searchLabel }), 'BAN');
    expect(shownTitles()).toEqual(['Moderation', 'Utility & Extra']);
    expect(categoryButton('Utility & Extra').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Showing 5 commands')).toBeTruthy();
    expect(screen.getByRole('button', { name: '.list bans Copy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '.kick Copy' })).toBeNull();
  });

  it("says 'No commands found' when nothing matches", async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status').textContent).toContain('No commands found');
    expect(shownTitles()).toEqual([]);
  });

  it('filters by category', async () => {
    const user = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Giveaways');
    expect(shownTitles()).toEqual(['Giveaways']);
    expect(categoryButton('Giveaways').getAttribute('aria-expanded')).toBe('true');
  });

  it('sorts by name by default and by popularity on demand', async () => {
    const user = setup();
    expect(shownTitles()).toEqual([
      'Antinuke',
      'Fun & Games',
      'Giveaways',
      'Media',
      'Moderation',
      'Utility & Extra',
      'Voice',
      'Welcomer',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Popularity');
    expect(shownTitles()).toEqual([
      'Moderation',
      'Antinuke',
      'Utility & Extra',
      'Welcomer',
      'Fun & Games',
      'Giveaways',
      'Voice',
      'Media',
    ]);
  });

  it('switches between grid and list views', async () => {
    const user = setup();
    const grid = screen.getByRole('button', { name: 'Grid' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('#commands-moderation-body ul')?.className).toContain('command-list--grid');
    await user.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('#commands-moderation-body ul')?.className).toContain('command-list--list');
  });

  it('shows Reset only while something differs from the defaults, and Reset restores them', async () => {
    const user = setup();
    const reset = () => screen.queryByRole('button', { name: 'Reset' });
    expect(reset()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(reset()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(reset()).toBeNull();

    await user.type(screen.getByRole('searchbox'), 'vc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Popularity');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Voice');
    await user.click(screen.getByRole('button', { name: 'List' }));
    await user.click(reset() as HTMLElement);
    expect(reset()).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('all');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('name');
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect(shownTitles()).toHaveLength(8);
  });

  it("copies a command with the prefix and shows 'Copied' for 2 s", async () => {
    const user = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const ban = screen.getByRole('button', { name: '.ban Copy' });
    await user.click(ban);
    expect(writeText).toHaveBeenCalledWith('.ban');
    expect(within(ban).getByText('Copied')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COPY_TICK_MS - 500));
    expect(within(ban).queryByText('Copied')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(within(ban).queryByText('Copied')).toBeNull();
  });

  it('only logs a failed copy', async () => {
    const user = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kick = screen.getByRole('button', { name: '.kick Copy' });
    await user.click(kick);
    expect(warn).toHaveBeenCalledOnce();
    expect(within(kick).queryByText('Copied')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leads each 'Learn More' to the support server, the features page and the bot invite", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Ready to Get Started?' })).toBeTruthy();
    const support = screen.getByRole('link', { name: /^Learn More\W+Support \(opens in a new tab\)$/ });
    expect(support.getAttribute('href')).toBe(TEST_CONFIG.supportInviteUrl);
    expect(support.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^Learn More\W+Docs$/ }).getAttribute('href')).toBe('/features');
    expect(
      screen.getByRole('link', { name: /^Learn More\W+Invite \(opens in a new tab\)$/ }).getAttribute('href'),
    ).toBe(botInviteUrl(TEST_CONFIG.discordClientId));
  });

  it("shows 'Learn More' on each tile and names the tile in the link's text, which crawlers read", () => {
    setup();
    const tiles = screen.getByRole('heading', { name: 'Ready to Get Started?' }).closest('section');
    const links = within(tiles as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Learn More: Support (opens in a new tab)',
      'Learn More: Docs',
      'Learn More: Invite (opens in a new tab)',
    ]);
    expect(links.every((link) => link.getAttribute('aria-label') === null)).toBe(true);
    for (const link of links) expect(link.firstChild?.textContent).toBe('Learn More');
  });
});
