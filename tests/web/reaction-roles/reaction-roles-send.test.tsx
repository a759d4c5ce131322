// Reaction roles: loading, the spec's rules and texts, the exact payload, Sending..., success, reset, errors.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { ROW_TEXTS, RR_TEXTS } from '#web/features/reaction-roles/texts';
import { DASHBOARD_ERROR_TEXTS } from '#web/lib/api-errors';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import { fill } from '../support/fill';
import {
  advance,
  loaded,
  RR_SEND_ROUTE,
  renderReactionRoles,
  serveResources,
} from '../support/reaction-roles-harness';
import { expectAnnounced } from '../support/render-app';

const api = installApiStub();
installFakeClock();

const sendButton = () => screen.getByRole('button', { name: RR_TEXTS.send });

describe('loading', () => {
  it('offers text and announcement channels as #name, roles without @everyone, highest first', async () => {
    serveResources(api);
    renderReactionRoles();
    const channels = await loaded();
    expect(
      within(channels)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a channel', '#welcome', '#announcements', '#roles']);
    const roles = within(screen.getByLabelText(ROW_TEXTS.role(1))).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual([
      ROW_TEXTS.chooseRole,
      'Server Owner',
      'Warden',
      'Admin',
      'Gamer',
      'Game Night',
    ]);
    expect(screen.getByText(RR_TEXTS.tip)).toBeTruthy();
  });

  it("says 'Failed to load server data: {message}' with the bot's message, and retries", async () => {
    serveResources(api, { status: 403, json: { error: 'Missing Access' } });
    const { user } = renderReactionRoles();
    await screen.findByText(RR_TEXTS.loadFailed('Missing Access'));
    await expectAnnounced('assertive', RR_TEXTS.loadFailed('Missing Access'));
    serveResources(api);
    await user.click(screen.getByRole('button', { name: RR_TEXTS.retry }));
    await loaded();
    expect(screen.queryByText(RR_TEXTS.loadFailed('Missing Access'))).toBeNull();
  });

  it("words a network failure in the page's language, not in English", async () => {
    await activateLocale('de', NAMESPACES);
    try {
      serveResources(api, 'network-error');
      renderReactionRoles();
      expect(DASHBOARD_ERROR_TEXTS.network).not.toBe(NETWORK_ERROR_TEXT);
      await screen.findByText(RR_TEXTS.loadFailed(DASHBOARD_ERROR_TEXTS.network));
    } finally {
      await activateLocale('en', NAMESPACES);
    }
  });

  it("falls back to 'HTTP {status}'", async () => {
    serveResources(api, { status: 500, json: {} });
    renderReactionRoles();
    await screen.findByText('Failed to load server data: HTTP 500');
    await expectAnnounced('assertive', 'Failed to load server data: HTTP 500');
  });
});

describe('rules', () => {
  it("says 'Please select a channel' for 5 s", async () => {
    serveResources(api);
    const { user } = renderReactionRoles();
    await loaded();
    await user.click(sendButton());
    expect(screen.getByText(RR_TEXTS.selectChannel)).toBeTruthy();
    await expectAnnounced('assertive', RR_TEXTS.selectChannel);
    await advance(ERROR_MESSAGE_MS);
    expect(screen.queryByText(RR_TEXTS.selectChannel)).toBeNull();
  });

  it("says 'Please add at least one role with a label' when no button has both", async () => {
    serveResources(api);
    const { user } = renderReactionRoles();
    await user.selectOptions(await loaded(), '#roles');
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(1)), 'Gamer');
    await user.click(sendButton());
    expect(screen.getByText(RR_TEXTS.noRoles)).toBeTruthy();
    await expectAnnounced('assertive', RR_TEXTS.noRoles);
    expect(screen.getByText(RR_TEXTS.rowIncomplete)).toBeTruthy();
  });

  it("allows five buttons and then says 'Maximum 5 roles per message'", async () => {
    serveResources(api);
    const { user } = renderReactionRoles();
    await loaded();
    const add = screen.getByRole('button', { name: RR_TEXTS.addRole });
    const removeOf = (n: number) => screen.getByRole('button', { name: ROW_TEXTS.remove(n) });
    expect(removeOf(1).getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 5; i += 1) await user.click(add);
    expect(screen.getByLabelText(ROW_TEXTS.label(5))).toBeTruthy();
    expect(screen.queryByLabelText(ROW_TEXTS.label(6))).toBeNull();
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(add);
    expect(screen.getByText(RR_TEXTS.tooManyRoles)).toBeTruthy();
    await user.click(removeOf(2));
    expect(document.activeElement).toBe(removeOf(2));
    expect(add.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByText(RR_TEXTS.tooManyRoles)).toBeNull();
    await user.click(removeOf(4));
    expect(document.activeElement).toBe(removeOf(3));
  });

  it('refuses a label over 80 characters, saying why', async () => {
    serveResources(api);
    const { user } = renderReactionRoles();
    await loaded();
    await user.click(screen.getByLabelText(ROW_TEXTS.label(1)));
    await user.paste('x'.repeat(81));
    expect(screen.getByText('81/80')).toBeTruthy();
    expect(screen.getAllByText('Button 1 label is too long: 81/80 characters')).toHaveLength(2);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it("warns when a role sits at or above the bot's highest role", async () => {
    serveResources(api);
    const { user } = renderReactionRoles();
    await loaded();
    const role = screen.getByLabelText(ROW_TEXTS.role(1));
    await user.selectOptions(role, 'Admin');
    expect(screen.queryByText(ROW_TEXTS.roleTooHigh('Admin'))).toBeNull();
    await user.selectOptions(role, 'Warden');
    expect(screen.getByText(ROW_TEXTS.roleTooHigh('Warden'))).toBeTruthy();
    await user.selectOptions(role, 'Server Owner');
    expect(screen.getByText(ROW_TEXTS.roleTooHigh('Server Owner'))).toBeTruthy();
  });
});

describe('sending', () => {
  it('sends the exact payload, shows Sending..., success for 3 s, then resets', async () => {
    serveResources(api);
    api.on(RR_SEND_ROUTE, { json: { success: true, messageId: '1' } });
    const { user } = renderReactionRoles();
    await user.selectOptions(await loaded(), '#roles');
    await fill(user, RR_TEXTS.message, '  Pick your roles  ');
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(1)), 'Gamer');
    await fill(user, ROW_TEXTS.label(1), 'Gamer');
    await fill(user, ROW_TEXTS.emoji(1), ':party_blob:');
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.style(1)), 'Success');
    await user.click(screen.getByRole('button', { name: RR_TEXTS.addRole }));
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(2)), 'Game Night');
    await fill(user, ROW_TEXTS.label(2), ' Game Night ');
    await user.click(screen.getByLabelText(ROW_TEXTS.emoji(2)));
    await user.paste('🎲');
    await user.click(screen.getByRole('button', { name: RR_TEXTS.addRole }));
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(3)), 'Admin');
    await fill(user, ROW_TEXTS.label(3), 'Admin');
    await fill(user, ROW_TEXTS.emoji(3), 'smile');
    expect(screen.getByText(ROW_TEXTS.unknownEmoji)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.style(3)), 'Danger');
    await user.click(screen.getByRole('button', { name: RR_TEXTS.addRole }));
    await fill(user, ROW_TEXTS.label(4), 'No role chosen');
    const release = api.hold();
    await user.click(sendButton());

    const busy = screen.getByRole('button', { name: RR_TEXTS.sending });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    await expectAnnounced('polite', RR_TEXTS.sending);
    expect(api.callsTo(RR_SEND_ROUTE).map((request) => request.body)).toEqual([
      {
        channelId: '110000000000000106',
        message: 'Pick your roles',
        roles: [
          {
            roleId: '110000000000000118',
            label: 'Gamer',
            emoji: '<a:party_blob:110000000000000122>',
            style: 3,
          },
          { roleId: '110000000000000119', label: 'Game Night', emoji: '🎲', style: 1 },
          { roleId: '110000000000000113', label: 'Admin', emoji: '', style: 4 },
        ],
      },
    ]);
    release();
    expect(await screen.findByText(RR_TEXTS.sent)).toBeTruthy();
    await expectAnnounced('polite', RR_TEXTS.sent);
    await advance(SUCCESS_MESSAGE_MS - 100);
    expect(screen.getByText(RR_TEXTS.sent)).toBeTruthy();
    await advance(100);
    expect(screen.queryByText(RR_TEXTS.sent)).toBeNull();
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(RR_TEXTS.message) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByLabelText(ROW_TEXTS.label(2))).toBeNull();
    expect((screen.getByLabelText(ROW_TEXTS.label(1)) as HTMLInputElement).value).toBe('');
  }, 15_000);

  it.each([
    [{ status: 400, json: { error: 'Unknown or non-text channel' } }, 'Unknown or non-text channel'],
    [{ status: 502, json: {} }, 'HTTP 502'],
  ])(
    "shows 'Failed to send reaction roles: {message}' for 5 s and keeps the draft",
    async (reply, message) => {
      serveResources(api);
      api.on(RR_SEND_ROUTE, reply);
      const { user } = renderReactionRoles();
      await user.selectOptions(await loaded(), '#roles');
      await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(1)), 'Gamer');
      await user.type(screen.getByLabelText(ROW_TEXTS.label(1)), 'Gamer');
      await user.click(sendButton());
      await screen.findByText(RR_TEXTS.sendFailed(message));
      await expectAnnounced('assertive', RR_TEXTS.sendFailed(message));
      expect((screen.getByLabelText(ROW_TEXTS.label(1)) as HTMLInputElement).value).toBe('Gamer');
      await advance(ERROR_MESSAGE_MS);
      expect(screen.queryByText(RR_TEXTS.sendFailed(message))).toBeNull();
    },
  );
});
