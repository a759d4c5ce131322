// The autoresponder manager: server info, list, the add form, and their messages and lifetimes.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '#shared/api-routes';
import { AUTORESPONDER_TEXTS as T } from '#web/features/autoresponders/texts';
import { installApiStub } from '../support/api-stub';
import {
  AR_LIST_PATH,
  AR_SERVER_ID,
  advance,
  formFields,
  HELLO,
  openForm,
  renderAutoresponders,
  serveAutoresponders,
} from '../support/autoresponders-harness';
import { installFakeClock } from '../support/fake-clock';

const LIST = AR_LIST_PATH;
const ID = AR_SERVER_ID;
const api = installApiStub();
const serve = (options?: Parameters<typeof serveAutoresponders>[1]) => serveAutoresponders(api, options);
const renderPage = renderAutoresponders;

installFakeClock();

describe('server info and list', () => {
  it('shows name, member count and prefix, and lists with the count', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Warden HQ')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Autoresponders (1/3)' })).toBeTruthy();
    expect(screen.getByText(HELLO.response, { selector: '.ar-list__response' })).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(LIST)}`)[0]?.authorization).toBeNull();
  });

  it("shows N/A without a member count and the default prefix '.' without a prefix", async () => {
    serve({ server: { json: { id: ID, name: 'Quiet Corner' } } });
    renderPage();
    await screen.findByText('Quiet Corner');
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('.')).toBeTruthy();
  });

  it('shows each load failure with the reply error or HTTP status for 5 s, and Retry reloads the list', async () => {
    const failure = { status: 500, json: {} };
    serve({
      server: { status: 404, json: { error: 'Server not found or bot is not present in this server.' } },
      lists: [failure, failure, failure, { json: { autoresponders: [HELLO] } }],
    });
    const { user } = renderPage();
    const serverText = 'Failed to load server info: Server not found or bot is not present in this server.';
    const listText = 'Failed to load autoresponders: HTTP 500';
    expect(await screen.findByText(serverText)).toBeTruthy();
    await advance(4900);
    expect(screen.getByText(serverText)).toBeTruthy();
    await advance(200);
    expect(screen.queryByText(serverText)).toBeNull();
    await advance(1000);
    expect(await screen.findByText(listText)).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(LIST)}`)).toHaveLength(3);
    await advance(5100);
    expect(screen.queryByText(listText)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('heading', { name: 'Autoresponders (1/3)' })).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(LIST)}`)).toHaveLength(4);
  });
});

describe('adding', () => {
  it('toggles the form and keeps submit disabled while either part is blank', async () => {
    serve();
    const { user } = renderPage();
    const addNew = await screen.findByRole('button', { name: T.addNew });
    await user.click(addNew);
    expect(addNew.getAttribute('aria-expanded')).toBe('true');
    const form = formFields();
    expect(form.submit.hasAttribute('disabled')).toBe(true);
    await user.type(form.trigger, '   ');
    await user.type(form.response, 'Hi!');
    expect(form.submit.hasAttribute('disabled')).toBe(true);
    await user.type(form.trigger, 'hey');
    expect(form.submit.hasAttribute('disabled')).toBe(false);
    await user.click(addNew);
    expect(screen.queryByLabelText(T.trigger)).toBeNull();
  });

  it('sends the trimmed pair, says so for 3 s, reloads the list and closes and clears the form', async () => {
    const created = { trigger: 'good night', response: 'Sleep well **friend**' };
    serve({ lists: [{ json: { autoresponders: [HELLO] } }, { json: { autoresponders: [HELLO, created] } }] });
    api.on(`POST ${apiUrl(LIST)}`, { status: 201, json: { success: true } });
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, '  good night ');
    await user.type(form.response, '  Sleep well **friend**  ');
    await user.click(form.submit);
    expect(await screen.findByText(T.created)).toBeTruthy();
    expect(api.callsTo(`POST ${apiUrl(LIST)}`).map((r) => r.body)).toEqual([created]);
    expect(await screen.findByRole('heading', { name: 'Autoresponders (2/3)' })).toBeTruthy();
    expect(api.callsTo(`GET ${apiUrl(LIST)}`)).toHaveLength(2);
    expect(screen.queryByLabelText(T.trigger)).toBeNull();
    await advance(2900);
    expect(screen.getByText(T.created)).toBeTruthy();
    await advance(200);
    expect(screen.queryByText(T.created)).toBeNull();
    const reopened = await openForm(user);
    expect((reopened.trigger as HTMLInputElement).value).toBe('');
    expect((reopened.response as HTMLTextAreaElement).value).toBe('');
  });

  it("shows 'Adding...' and disables submit while the create runs", async () => {
    serve();
    api.on(`POST ${apiUrl(LIST)}`, { status: 201, json: {} });
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, 'x');
    await user.type(form.response, 'y');
    const release = api.hold();
    await user.click(form.submit);
    const busy = await screen.findByRole('button', { name: T.submitting });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    await user.type(form.trigger, '{Enter}');
    expect(api.callsTo(`POST ${apiUrl(LIST)}`)).toHaveLength(1);
    release();
    expect(await screen.findByText(T.created)).toBeTruthy();
  });

  it('refuses a blank pair without a request', async () => {
    serve();
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, '  ');
    await user.type(form.response, 'reply');
    fireEvent.submit(form.trigger.closest('form') as HTMLFormElement);
    expect(await screen.findByText(T.bothRequired)).toBeTruthy();
    expect(api.callsTo(`POST ${apiUrl(LIST)}`)).toEqual([]);
  });

  it('flags a trigger that already exists, in any case, and disables submit', async () => {
    serve();
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, 'HELLO');
    await user.type(form.response, 'again');
    expect(screen.getByText('An autoresponder for "HELLO" already exists')).toBeTruthy();
    expect(form.submit.hasAttribute('disabled')).toBe(true);
  });

  it('refuses what the bot API would: a "." trigger or a response over 2000 characters', async () => {
    serve();
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, '.');
    await user.type(form.response, 'dot');
    expect(
      screen.getByText('Trigger Word/Phrase must not be "." or ".." (such a trigger could not be deleted)'),
    ).toBeTruthy();
    expect(form.submit.hasAttribute('disabled')).toBe(true);
    await user.clear(form.trigger);
    await user.type(form.trigger, 'long');
    fireEvent.change(form.response, { target: { value: 'r'.repeat(2001) } });
    expect(screen.getByText('2001/2000')).toBeTruthy();
    expect(screen.getByText('Bot Response must be at most 2000 characters')).toBeTruthy();
    expect(form.submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(form.response, { target: { value: 'r'.repeat(2000) } });
    expect(form.submit.hasAttribute('disabled')).toBe(false);
  });

  it('keeps the form and shows the error field of a failed create for 5 s', async () => {
    serve();
    api.on(`POST ${apiUrl(LIST)}`, { status: 400, json: { error: 'Trigger is reserved' } });
    const { user } = renderPage();
    const form = await openForm(user);
    await user.type(form.trigger, 'ping');
    await user.type(form.response, 'pong');
    await user.click(form.submit);
    const text = 'Failed to create autoresponder: Trigger is reserved';
    expect(await screen.findByText(text)).toBeTruthy();
    expect((screen.getByLabelText(T.trigger) as HTMLInputElement).value).toBe('ping');
    await advance(4900);
    expect(screen.getByText(text)).toBeTruthy();
    await advance(200);
    expect(screen.queryByText(text)).toBeNull();
  });

  it("disables 'Add New' at 3 and says the maximum is reached", async () => {
    const three = [HELLO, { trigger: 'a', response: '1' }, { trigger: 'b', response: '2' }];
    serve({ lists: [{ json: { autoresponders: three } }] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Autoresponders (3/3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.addNew }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Maximum autoresponders reached (3/3)')).toBeTruthy();
  });
});
