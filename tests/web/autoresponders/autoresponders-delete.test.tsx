// The autoresponder manager's delete confirmation, preview, tips and leave-page warning.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { AUTORESPONDER_TEXTS as T } from '#web/features/autoresponders/texts';
import { UNSAVED_CHANGES_TEXTS as U } from '#web/lib/use-unsaved-changes-guard';
import { installApiStub } from '../support/api-stub';
import {
  AR_LIST_PATH,
  AR_SERVER_ID,
  advance,
  ELSEWHERE,
  HELLO,
  openForm,
  renderAutoresponders,
  serveAutoresponders,
} from '../support/autoresponders-harness';
import { installFakeClock } from '../support/fake-clock';

const api = installApiStub();
const ODD = { trigger: 'good night/?', response: 'Sleep well' };
const ODD_PATH = apiRoutes.autoresponder(AR_SERVER_ID, ODD.trigger);

installFakeClock();

describe('deleting', () => {
  it('asks with the exact text and sends nothing on Cancel', async () => {
    serveAutoresponders(api, { lists: [{ json: { autoresponders: [HELLO, ODD] } }] });
    const { user } = renderAutoresponders();
    await user.click(await screen.findByRole('button', { name: T.deleteLabel(ODD.trigger) }));
    const dialog = screen.getByRole('alertdialog', { name: T.deleteTitle });
    expect(
      within(dialog).getByText('Are you sure you want to delete the autoresponder for "good night/?"?'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes with the trigger URL-encoded, says so for 3 s and reloads the list', async () => {
    serveAutoresponders(api, {
      lists: [{ json: { autoresponders: [HELLO, ODD] } }, { json: { autoresponders: [HELLO] } }],
    });
    api.on(`DELETE ${apiUrl(ODD_PATH)}`, { json: { success: true } });
    const { user } = renderAutoresponders();
    await user.click(await screen.findByRole('button', { name: T.deleteLabel(ODD.trigger) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.deleteButton }));
    expect(await screen.findByText(T.deleted)).toBeTruthy();
    expect(ODD_PATH).toBe(`/bot/server/${AR_SERVER_ID}/autoresponders/good%20night%2F%3F`);
    expect(api.callsTo(`DELETE ${apiUrl(ODD_PATH)}`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Autoresponders (1/3)' })).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(AR_LIST_PATH)}`)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(3100);
    expect(screen.queryByText(T.deleted)).toBeNull();
  });

  it('shows a failed delete for 5 s with the HTTP status when the reply has no error field', async () => {
    serveAutoresponders(api);
    api.on(`DELETE ${apiUrl(apiRoutes.autoresponder(AR_SERVER_ID, 'hello'))}`, { status: 404, json: {} });
    const { user } = renderAutoresponders();
    await user.click(await screen.findByRole('button', { name: T.deleteLabel('hello') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.deleteButton }));
    expect(await screen.findByText('Failed to delete autoresponder: HTTP 404')).toBeTruthy();
    await advance(4900);
    expect(screen.getByText('Failed to delete autoresponder: HTTP 404')).toBeTruthy();
    await advance(200);
    expect(screen.queryByText('Failed to delete autoresponder: HTTP 404')).toBeNull();
  });
});

describe('preview and tips', () => {
  it('draws the first 3 items as a member message and the bot reply', async () => {
    const items = [
      HELLO,
      { trigger: 'rules', response: 'Read #rules' },
      { trigger: 'bye', response: 'See you' },
      { trigger: 'extra', response: 'Hidden' },
    ];
    serveAutoresponders(api, { lists: [{ json: { autoresponders: items } }] });
    renderAutoresponders();
    const chat = await screen.findByRole('list', { name: T.previewHeading });
    const exchanges = within(chat).getAllByRole('listitem');
    expect(exchanges).toHaveLength(3);
    expect(within(exchanges[0] as HTMLElement).getByText(T.previewMember)).toBeTruthy();
    expect(within(exchanges[0] as HTMLElement).getByText('BOT')).toBeTruthy();
    expect(within(exchanges[1] as HTMLElement).getByText('Read #rules')).toBeTruthy();
    expect(within(chat).queryByText('Hidden')).toBeNull();
  });

  it('tests a message: case-insensitive, partial-word matching', async () => {
    serveAutoresponders(api);
    const { user } = renderAutoresponders();
    const input = await screen.findByLabelText(T.testLabel);
    await user.type(input, 'Othello says HI');
    const result = screen.getByRole('status', { name: T.testResult });
    expect(within(result).getByText('Othello says HI')).toBeTruthy();
    expect(within(result).getByText(HELLO.response)).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'good morning');
    expect(within(screen.getByRole('status', { name: T.testResult })).getByText(T.testNoMatch)).toBeTruthy();
  });

  it('lists the tips on case-insensitive and partial-word matching', async () => {
    serveAutoresponders(api);
    renderAutoresponders();
    expect(await screen.findByRole('heading', { name: T.tipsHeading })).toBeTruthy();
    expect(screen.getByText(/case-insensitive/)).toBeTruthy();
    expect(screen.getByText(/partial words/)).toBeTruthy();
  });
});

describe('leaving with a typed draft', () => {
  it('asks before leaving, stays on Stay and leaves on Leave page', async () => {
    serveAutoresponders(api);
    const { user, router } = renderAutoresponders();
    const form = await openForm(user);
    await user.type(form.trigger, 'unsent');
    await router.navigate(ELSEWHERE);
    const dialog = await screen.findByRole('alertdialog', { name: U.title });
    await user.click(within(dialog).getByRole('button', { name: U.stay }));
    expect(router.state.location.pathname).toBe(`/dashboard/${AR_SERVER_ID}/auto-responder`);
    await router.navigate(ELSEWHERE);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: U.leave }));
    expect(await screen.findByText('page:elsewhere')).toBeTruthy();
  });

  it('warns on browser close only while a draft is typed', async () => {
    serveAutoresponders(api);
    const { user } = renderAutoresponders();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const form = await openForm(user);
    expect(unload()).toBe(false);
    await user.type(form.response, 'draft');
    await waitFor(() => expect(unload()).toBe(true));
  });
});
