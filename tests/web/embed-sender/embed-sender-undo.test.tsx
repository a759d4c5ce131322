// Embed sender undo and redo: what the shortcuts stop, what they say, and what is no step (a vanished channel) or no time to undo (sending).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMBED_TEXTS, JSON_TEXTS } from '#web/features/embed-sender/texts';
import { currentAnnouncements } from '#web/lib/a11y/announcer';
import { UNDO_TEXTS } from '#web/lib/a11y/use-undo-history';
import { emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import { embedDraftStorageKey } from '#web/lib/open-draft-in-editor';
import {
  channelSelect,
  ES_SEND_ROUTE,
  ES_SERVER_ID,
  inputValue,
  installEmbedSenderStub,
  renderEmbedSender,
  sendButton,
  serveChannels,
} from '../support/embed-sender-harness';

const api = installEmbedSenderStub();

const undoButton = () => screen.getByRole('button', { name: UNDO_TEXTS.undo });
const redoButton = () => screen.getByRole('button', { name: UNDO_TEXTS.redo });
const storedTitle = () =>
  JSON.parse(localStorage.getItem(embedDraftStorageKey(ES_SERVER_ID)) ?? 'null')?.embed.title;

/** Presses Ctrl+Z (with Shift: Ctrl+Shift+Z) on `target`; true when the page stopped the browser's own action. */
function pressUndo(target: Element, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'z',
    ctrlKey: true,
    shiftKey,
    bubbles: true,
    cancelable: true,
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('undo and redo', () => {
  it('undoes a word and redoes it, stored as it goes, and says Undone and Redone politely', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    const title = screen.getByLabelText('Title');
    await user.type(title, 'hello world');
    expect(pressUndo(title)).toBe(true);
    expect(inputValue('Title')).toBe('hello ');
    expect(storedTitle()).toBe('hello ');
    expect(currentAnnouncements().polite?.text).toBe(UNDO_TEXTS.undone);
    await act(async () => {}); // the next key press is a later task, so its text replaces this one
    expect(pressUndo(title, true)).toBe(true);
    expect(inputValue('Title')).toBe('hello world');
    expect(storedTitle()).toBe('hello world');
    expect(currentAnnouncements().polite?.text).toBe(UNDO_TEXTS.redone);
  });

  it("stops the field's own undo even with nothing to undo, but leaves the import box its own", async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
    expect(pressUndo(screen.getByLabelText('Title'))).toBe(true);
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.click(screen.getByText(JSON_TEXTS.heading));
    expect(pressUndo(await screen.findByLabelText(JSON_TEXTS.importLabel))).toBe(false);
    expect(inputValue('Title')).toBe('Kept');
  });

  it('makes no step of the stored draft read back, nor of forgetting its channel the server no longer has', async () => {
    const draft = emptyEmbedDraft();
    draft.channelId = '110000000000000999';
    draft.embed.title = 'From before';
    localStorage.setItem(embedDraftStorageKey(ES_SERVER_ID), JSON.stringify(draft));
    renderEmbedSender();
    await channelSelect();
    expect(inputValue('Channel')).toBe('');
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
    expect(pressUndo(document.body)).toBe(true);
    expect(inputValue('Channel')).toBe('');
    expect(inputValue('Title')).toBe('From before');
  });

  it('makes no step of clearing a sample channel once the real list loads, so undo never loops', async () => {
    serveChannels(api, { status: 500 });
    const { user } = renderEmbedSender();
    await screen.findByText(EMBED_TEXTS.loadChannelsFailed);
    await user.selectOptions(screen.getByLabelText('Channel'), '#general');
    expect(inputValue('Channel')).toBe('100000000000000001');
    serveChannels(api);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('option', { name: '#announcements' });
    expect(inputValue('Channel')).toBe('');
    await user.click(undoButton());
    expect(inputValue('Channel')).toBe('');
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('waits while the embed is being sent', async () => {
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#general');
    await user.type(screen.getByLabelText('Title'), 'Going out');
    const release = api.hold();
    api.on(ES_SEND_ROUTE, { json: { success: true, messageId: '1' } });
    await user.click(sendButton());
    screen.getByRole('button', { name: EMBED_TEXTS.sending });
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
    expect(redoButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(undoButton());
    pressUndo(document.body);
    expect(inputValue('Title')).toBe('Going out');
    release();
    expect(await screen.findByText(EMBED_TEXTS.sent)).toBeTruthy();
  });
});
