// The prefix editor when its save logic's chunk fails to load: a lost preload is silent, and opening the editor asks again.
import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiStub } from '../support/api-stub';
import { renderPrefixPanel } from '../support/prefix-harness';
import { resetSession, signIn } from '../support/render-app';
import { recordUnhandledRejections, settleRejections } from '../support/unhandled-rejections';
import { SERVER_ID } from './fixtures';

/** Whether the save logic's chunk fails to load (offline, or replaced by a deploy), and how often it was asked for. */
const chunk = vi.hoisted(() => ({ offline: true, asked: 0 }));
vi.mock('#web/features/dashboard/components/prefix-saver', async (importOriginal) => {
  chunk.asked++;
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const api = installApiStub();
const rejections = recordUnhandledRejections();

beforeEach(() => {
  resetSession();
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the prefix editor offline', () => {
  it('drops a failed preload without an unhandled rejection, and loads it again when the editor opens', async () => {
    const { panel, user } = await renderPrefixPanel(api);
    const edit = within(panel).getByRole('button', { name: 'Edit prefix' });
    await user.hover(edit);
    act(() => edit.focus());
    await vi.waitFor(() => expect(chunk.asked).toBe(2));
    await settleRejections();
    expect(rejections).toEqual([]);

    chunk.offline = false;
    api.on(`POST /api/bot/server/${SERVER_ID}/prefix`, { json: { prefix: '?' } });
    await user.click(edit);
    const input = await within(panel).findByRole('textbox', { name: 'Command prefix' });
    await user.clear(input);
    await user.type(input, '?{Enter}');
    expect(await within(panel).findByText(/Updated!/)).toBeTruthy();
    expect(chunk.asked).toBe(3);
  });
});
