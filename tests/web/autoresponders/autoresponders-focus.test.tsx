// Where the autoresponder page puts the keyboard focus: on the new item after a create, on a neighbour after a delete, never the page.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { AUTORESPONDER_TEXTS as T } from '#web/features/autoresponders/texts';
import { installApiStub } from '../support/api-stub';
import {
  AR_LIST_PATH,
  AR_SERVER_ID,
  advance,
  HELLO,
  openForm,
  renderAutoresponders,
  serveAutoresponders,
} from '../support/autoresponders-harness';
import { installFakeClock } from '../support/fake-clock';

const api = installApiStub();
installFakeClock();

const RULES = { trigger: 'rules', response: 'Read #rules' };
const BYE = { trigger: 'bye', response: 'See you' };
const deleteButton = (trigger: string) => screen.getByRole('button', { name: T.deleteLabel(trigger) });

/** Serves `before`, then `after` once `trigger` is deleted, and deletes it through the dialog. */
async function deleteFrom(before: (typeof HELLO)[], trigger: string) {
  const after = before.filter((item) => item.trigger !== trigger);
  serveAutoresponders(api, {
    lists: [{ json: { autoresponders: before } }, { json: { autoresponders: after } }],
  });
  api.on(`DELETE ${apiUrl(apiRoutes.autoresponder(AR_SERVER_ID, trigger))}`, { json: { success: true } });
  const { user } = renderAutoresponders();
  await user.click(await screen.findByRole('button', { name: T.deleteLabel(trigger) }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.deleteButton }));
  await screen.findByRole('heading', { name: T.listHeading(after.length) });
  expect(await screen.findByText(T.deleted)).toBeTruthy();
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

/** Serves a create of RULES and the list before and after it, and opens the form. */
async function createRules() {
  serveAutoresponders(api, {
    lists: [{ json: { autoresponders: [HELLO] } }, { json: { autoresponders: [HELLO, RULES] } }],
  });
  api.on(`POST ${apiUrl(AR_LIST_PATH)}`, { status: 201, json: { success: true } });
  const { user } = renderAutoresponders();
  return { user, form: await openForm(user) };
}

describe('after a create', () => {
  it('focuses the new item in the reloaded list, the form closed', async () => {
    const { user, form } = await createRules();
    await user.type(form.trigger, ' rules ');
    await user.type(form.response, RULES.response);
    await user.type(form.trigger, '{Enter}');
    expect(await screen.findByText(T.created)).toBeTruthy();
    expect(screen.queryByLabelText(T.trigger)).toBeNull();
    const row = deleteButton('rules').closest('li');
    expect(row?.textContent).toContain(RULES.response);
    expect(document.activeElement).toBe(row);
  });

  it('keeps the fields, Cancel and submit as they are while the create runs, focus where it was', async () => {
    const { user, form } = await createRules();
    await user.type(form.trigger, 'rules');
    await user.type(form.response, RULES.response);
    const release = api.hold();
    await user.type(form.trigger, '{Enter}');
    await screen.findByRole('button', { name: T.submitting });
    expect(document.activeElement).toBe(form.trigger);
    await user.type(form.trigger, 'x{Enter}');
    const cancel = screen.getByRole('button', { name: T.closeForm });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    await user.click(cancel);
    expect((screen.getByLabelText(T.trigger) as HTMLInputElement).value).toBe('rules');
    expect(api.callsTo(`POST ${apiUrl(AR_LIST_PATH)}`)).toHaveLength(1);
    release();
    expect(await screen.findByText(T.created)).toBeTruthy();
  });
});

describe('after Cancel', () => {
  it("closes the form and puts the focus back on 'Add New'", async () => {
    serveAutoresponders(api);
    const { user } = renderAutoresponders();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: T.closeForm }));
    expect(screen.queryByLabelText(T.trigger)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: T.addNew }));
  });
});

describe('after Retry', () => {
  it('puts the focus on the list heading while the list reloads in place of the note', async () => {
    const failure = { status: 500, json: {} };
    serveAutoresponders(api, { lists: [failure, failure, failure, { json: { autoresponders: [HELLO] } }] });
    const { user } = renderAutoresponders();
    await advance(7000);
    const retry = await screen.findByRole('button', { name: T.retry });
    await user.click(retry);
    expect(retry.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Autoresponders \(/ }));
    expect(await screen.findByRole('heading', { name: 'Autoresponders (1/3)' })).toBe(document.activeElement);
  });
});

describe('after a delete', () => {
  it("focuses the next item's delete button", async () => {
    await deleteFrom([HELLO, RULES, BYE], 'rules');
    expect(document.activeElement).toBe(deleteButton('bye'));
  });

  it("focuses the previous item's delete button when the last item went", async () => {
    await deleteFrom([HELLO, RULES, BYE], 'bye');
    expect(document.activeElement).toBe(deleteButton('rules'));
  });

  it('focuses the list heading when no item is left', async () => {
    await deleteFrom([HELLO], 'hello');
    expect(screen.getByText(T.empty)).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Autoresponders (0/3)' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });

  it('keeps the focus on the delete button of an item the failed reload still lists', async () => {
    const failure = { status: 500, json: {} };
    serveAutoresponders(api, {
      lists: [{ json: { autoresponders: [HELLO, RULES] } }, failure, failure, failure],
    });
    api.on(`DELETE ${apiUrl(apiRoutes.autoresponder(AR_SERVER_ID, 'hello'))}`, { json: { success: true } });
    const { user } = renderAutoresponders();
    await user.click(await screen.findByRole('button', { name: T.deleteLabel('hello') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.deleteButton }));
    await advance(7000);
    expect(await screen.findByText(T.deleted)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton('hello'));
  });

  it('keeps the dialog buttons focused but locked while the delete runs', async () => {
    serveAutoresponders(api, {
      lists: [{ json: { autoresponders: [HELLO, RULES] } }, { json: { autoresponders: [RULES] } }],
    });
    api.on(`DELETE ${apiUrl(apiRoutes.autoresponder(AR_SERVER_ID, 'hello'))}`, { json: { success: true } });
    const { user } = renderAutoresponders();
    await user.click(await screen.findByRole('button', { name: T.deleteLabel('hello') }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: T.deleteButton });
    const release = api.hold();
    await user.click(confirm);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    release();
    expect(await screen.findByText(T.deleted)).toBeTruthy();
    expect(document.activeElement).toBe(deleteButton('rules'));
  });
});
