// Welcome Dashboard saving: exact payload, 'Saving', the success and failure texts and their lifetimes, limits, leaving.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { WELCOME_TEXTS as T } from '#web/features/welcomer/texts';
import { UNSAVED_CHANGES_TEXTS as U } from '#web/lib/use-unsaved-changes-guard';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import { conflictReply, otherAdminEntry } from '../support/history-base';
import {
  advance,
  CHANNELS,
  ELSEWHERE,
  ready,
  renderWelcome,
  serveWelcome,
  WC_SERVER_ID,
  welcomeConfig,
} from '../support/welcomer-harness';

const api = installApiStub();
installFakeClock();
const UPDATE = apiRoutes.welcomerUpdate();
const STORED = welcomeConfig(
  { enabled: true, channel: CHANNELS[0]?.id, message: 'Welcome {user}!' },
  { enabled: true, title: 'Hi {username}' },
);

function serveStored() {
  serveWelcome(api, { config: [{ json: { success: true, config: STORED } }] });
}
const saveButton = () => screen.getByRole('button', { name: T.save });

describe('saving', () => {
  it('posts { guildId, config } with the whole config as edited, then says so for 3 s', async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, { json: { success: true } });
    const { user } = renderWelcome();
    await ready();
    await user.selectOptions(screen.getByLabelText(T.channel), '#announcements');
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    await user.click(screen.getByRole('switch', { name: T.buttonToggle }));
    await user.type(screen.getByLabelText(T.buttonLabel), 'Rules');
    await user.type(screen.getByLabelText(T.buttonUrl), ' https://example.com/rules ');
    await user.click(screen.getByLabelText(T.timestamp));
    await user.click(saveButton());
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(api.callsTo(`POST ${apiUrl(UPDATE)}`).map((r) => r.body)).toEqual([
      {
        guildId: WC_SERVER_ID,
        config: {
          ...STORED,
          channel: CHANNELS[2]?.id,
          embed: {
            ...STORED.embed,
            button: { enabled: true, label: 'Rules', url: 'https://example.com/rules' },
            timestamp: true,
          },
        },
      },
    ]);
    expect(screen.queryByText(T.unsaved)).toBeNull();
    await advance(2900);
    expect(screen.getByText(T.saved)).toBeTruthy();
    await advance(200);
    expect(screen.queryByText(T.saved)).toBeNull();
  });

  it("shows 'Saving' on a button that keeps focus but does nothing while the request runs", async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, { json: { success: true } });
    const { user } = renderWelcome();
    await ready();
    const release = api.hold();
    await user.click(saveButton());
    const busy = screen.getByRole('button', { name: T.saving });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    expect(api.callsTo(`POST ${apiUrl(UPDATE)}`)).toHaveLength(1);
    release();
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Failed to save configuration' with the reply's reason for 5 s and keeps the edits", async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, { status: 400, json: { error: 'Invalid welcomer configuration' } });
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.type(screen.getByRole('combobox', { name: T.message }), ' Enjoy.');
    await user.click(saveButton());
    expect(await screen.findByText(T.saveFailed)).toBeTruthy();
    expect(screen.getByText('Invalid welcomer configuration')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: T.message }) as HTMLTextAreaElement).value).toBe(
      'Welcome {user}! Enjoy.',
    );
    await advance(4900);
    expect(screen.getByText(T.saveFailed)).toBeTruthy();
    await advance(200);
    expect(screen.queryByText(T.saveFailed)).toBeNull();
    expect(screen.getByText(T.unsaved)).toBeTruthy();
  });

  it('resets the draft to the saved config', async () => {
    serveStored();
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.clear(screen.getByRole('combobox', { name: T.message }));
    expect(screen.getByText(T.unsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.reset }));
    expect((screen.getByRole('combobox', { name: T.message }) as HTMLTextAreaElement).value).toBe(
      'Welcome {user}!',
    );
    expect(screen.queryByText(T.unsaved)).toBeNull();
  });
});

describe("Discord's limits", () => {
  it('counts the message, and refuses to save over 2000 characters saying why', async () => {
    serveStored();
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    expect(screen.getByText('15/2000')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: T.message }), {
      target: { value: 'x'.repeat(2001) },
    });
    expect(screen.getByText('2001/2000')).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    const problems = screen.getByText(T.cannotSave).parentElement as HTMLElement;
    expect(within(problems).getByText('Message must be at most 2000 characters')).toBeTruthy();
    expect(api.callsTo(`POST ${apiUrl(UPDATE)}`)).toEqual([]);
  });

  it('refuses a bad link and an embed over 6000 characters in all', async () => {
    serveStored();
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Embed' }));
    await user.type(screen.getByLabelText(T.authorIcon), 'javascript:alert(1)');
    expect(screen.getAllByText('Author icon URL must be a valid http(s) URL').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(T.embedDescription), { target: { value: 'd'.repeat(4096) } });
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    fireEvent.change(screen.getByLabelText(T.footerText), { target: { value: 'f'.repeat(2000) } });
    await user.click(screen.getByRole('tab', { name: 'Embed' }));
    expect(screen.getByText(`${T.embedTotal}: 6109/6000`)).toBeTruthy();
    expect(
      screen.getAllByText('Embed text must be at most 6000 characters in all (now 6109)').length,
    ).toBeGreaterThan(0);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('needs a channel once enabled', async () => {
    serveStored();
    const { user } = renderWelcome();
    await ready();
    await user.selectOptions(screen.getByLabelText(T.channel), T.selectChannel);
    expect(screen.getAllByText('Welcome channel must be chosen').length).toBe(2);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before a route change and warns on browser close, not after saving', async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, { json: { success: true } });
    const { user, router } = renderWelcome();
    await ready();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('switch', { name: T.enable }));
    await waitFor(() => expect(unload()).toBe(true));
    await router.navigate(ELSEWHERE);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: U.title })).getByRole('button', { name: U.stay }),
    );
    expect(router.state.location.pathname).toBe(`/dashboard/${WC_SERVER_ID}/welcome-config`);
    await user.click(saveButton());
    await screen.findByText(T.saved);
    await waitFor(() => expect(unload()).toBe(false));
    await router.navigate(ELSEWHERE);
    expect(await screen.findByText('page:elsewhere')).toBeTruthy();
  });
});

describe('an edit conflict', () => {
  const THEIRS = { ...STORED, message: 'Welcome aboard, {user}!' };
  const entry = otherAdminEntry(WC_SERVER_ID, 'welcome', {
    body: { guildId: WC_SERVER_ID, config: THEIRS },
    before: { guildId: WC_SERVER_ID, config: STORED },
  });

  it('says who changed the welcome message and when; keep theirs loads their config', async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, conflictReply(entry));
    const { user } = renderWelcome();
    await ready();
    await user.selectOptions(screen.getByLabelText(T.channel), '#announcements');
    await user.click(saveButton());
    expect(await screen.findByText('Noah changed the welcome message 2 minutes ago')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review their change' }));
    expect(screen.getByText('config.message')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(screen.queryByText('Noah changed the welcome message 2 minutes ago')).toBeNull();
    expect((screen.getByLabelText(T.channel) as HTMLSelectElement).value).toBe(CHANNELS[0]?.id);
    expect(api.callsTo(`POST ${apiUrl(UPDATE)}`)).toHaveLength(1);
  });

  it('saves mine anyway on request', async () => {
    serveStored();
    api.on(`POST ${apiUrl(UPDATE)}`, conflictReply(entry), { json: { success: true } });
    const { user } = renderWelcome();
    await ready();
    await user.selectOptions(screen.getByLabelText(T.channel), '#announcements');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Save mine anyway' }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    const bodies = api.callsTo(`POST ${apiUrl(UPDATE)}`).map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
