// Prefix editing on the server overview: limits, Enter/Escape, exact payloads, 'Updated!' 3 s, errors 5 s.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiStub } from '../support/api-stub';
import { conflictReply, otherAdminEntry } from '../support/history-base';
import { renderPrefixPanel } from '../support/prefix-harness';
import { expectAnnounced, resetSession, signIn } from '../support/render-app';
import { SERVER, SERVER_ID } from './fixtures';

const api = installApiStub();
const SAVE = `POST /api/bot/server/${SERVER_ID}/prefix`;

async function openEditor() {
  const { panel, user } = await renderPrefixPanel(api);
  await user.click(within(panel).getByRole('button', { name: 'Edit prefix' }));
  const input = (await within(panel).findByRole('textbox', { name: 'Command prefix' })) as HTMLInputElement;
  return { panel, user, input, save: within(panel).getByRole('button', { name: 'Save' }) };
}

function shownPrefix(panel: HTMLElement): string | null | undefined {
  return panel.querySelector('.dash-prefix__value')?.textContent;
}

beforeEach(() => {
  resetSession();
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('prefix editing', () => {
  it('starts the draft at the current prefix with Save disabled while unchanged', async () => {
    const { input, save } = await openEditor();
    expect(input.value).toBe('.');
    expect(document.activeElement).toBe(input);
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('1/10')).toBeTruthy();
  });

  it('disables Save for a draft that is empty after trimming, and Enter then just closes', async () => {
    const { input, save, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '   ');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Enter}');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(shownPrefix(panel)).toBe('.');
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it('closes without a call when Enter saves an unchanged prefix (after trimming)', async () => {
    const { input, user, panel } = await openEditor();
    await user.type(input, '  ');
    await user.keyboard('{Enter}');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it('refuses more than 10 characters, saying why, and keeps the draft', async () => {
    const { input, save, user } = await openEditor();
    await user.clear(input);
    await user.type(input, 'abcdefghijk');
    expect(input.value).toBe('abcdefghijk');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('11/10')).toBeTruthy();
    expect(screen.getByText('The prefix can be at most 10 characters.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(input.value).toBe('abcdefghijk');
    await user.keyboard('{Backspace}');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it('saves the trimmed value on Enter, shows Saving..., then Updated! for 3 s', async () => {
    api.on(SAVE, { json: { success: true, prefix: '!' } });
    const { input, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '  ! ');
    const release = api.hold();
    await user.keyboard('{Enter}');
    expect(within(panel).getByRole('button', { name: 'Saving...' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(input.readOnly).toBe(true);
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    expect(api.callsTo(SAVE)).toHaveLength(1);
    await expectAnnounced('polite', 'Saving...');
    release();
    await within(panel).findByText(/Updated!/);
    await expectAnnounced('polite', 'Updated!');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Edit prefix' }));
    expect(api.callsTo(SAVE)).toEqual([
      {
        method: 'POST',
        path: `/api/bot/server/${SERVER_ID}/prefix`,
        authorization: null,
        contentType: 'application/json',
        body: { prefix: '!' },
      },
    ]);
    expect(shownPrefix(panel)).toBe('!');
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(within(panel).queryByText(/Updated!/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(within(panel).queryByText(/Updated!/)).toBeNull();
  });

  it('saves with the Save button too', async () => {
    api.on(SAVE, { json: { success: true } });
    const { input, user, panel, save } = await openEditor();
    await user.clear(input);
    await user.type(input, '?');
    await user.click(save);
    await within(panel).findByText(/Updated!/);
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([{ prefix: '?' }]);
  });

  it('cancels on Escape, dropping the draft', async () => {
    const { input, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '$$');
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(shownPrefix(panel)).toBe('.');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Edit prefix' }));
    await user.click(within(panel).getByRole('button', { name: 'Edit prefix' }));
    expect((within(panel).getByRole('textbox') as HTMLInputElement).value).toBe('.');
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it.each([
    [
      'the server message',
      { status: 400, json: { error: 'Prefix contains forbidden characters' } },
      'Prefix contains forbidden characters',
    ],
    [
      'the worker envelope message',
      { status: 400, json: { error: { code: 'invalid', message: 'prefix: too long' } } },
      'prefix: too long',
    ],
    [
      '"Failed to update prefix: {status}" without a message',
      { status: 409, json: {} },
      'Failed to update prefix: 409',
    ],
  ])('shows %s for 5 s and keeps the draft', async (_name, reply, text) => {
    api.on(SAVE, reply);
    const { input, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '>>');
    await user.keyboard('{Enter}');
    await within(panel).findByText(text);
    await expectAnnounced('assertive', text);
    expect(input.value).toBe('>>');
    expect(input.hasAttribute('disabled')).toBe(false);
    expect(shownPrefix(panel)).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(within(panel).queryByText(text)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(within(panel).queryByText(text)).toBeNull();
  });

  it('says so when the save gets no reply', async () => {
    api.on(SAVE, 'network-error');
    const { input, user, panel } = await openEditor();
    await user.type(input, '!');
    await user.keyboard('{Enter}');
    await within(panel).findByText('Network error - please check your internet connection');
    await expectAnnounced('assertive', 'Network error - please check your internet connection');
  });
});

describe('an edit conflict', () => {
  const theirs = otherAdminEntry(SERVER_ID, 'prefix', { body: { prefix: '$' }, before: { prefix: '.' } });

  it('says who changed the prefix and when, and saves mine anyway on request', async () => {
    api.on(SAVE, conflictReply(theirs), { json: { success: true } });
    const { input, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '?{Enter}');
    const notice = await within(panel).findByText('Noah changed the command prefix 2 minutes ago');
    expect(notice).toBeTruthy();
    expect(
      within(panel).getByText(
        'This warning covers changes made in this dashboard only, not changes made in Discord with bot commands.',
      ),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Review their change' }));
    expect(within(panel).getByText('$')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Save mine anyway' }));
    await within(panel).findByText('Updated!');
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([{ prefix: '?' }, { prefix: '?' }]);
  });

  it('keeps theirs: closes the editor and reads the server again', async () => {
    api.on(SAVE, conflictReply(theirs));
    const { input, user, panel } = await openEditor();
    await user.clear(input);
    await user.type(input, '?{Enter}');
    api.on(`GET /api/bot/server/${SERVER_ID}`, { json: { ...SERVER, prefix: '$' } });
    await user.click(await within(panel).findByRole('button', { name: 'Keep theirs' }));
    await vi.waitFor(() => expect(shownPrefix(panel)).toBe('$'));
    expect(api.callsTo(SAVE)).toHaveLength(1);
  });
});
