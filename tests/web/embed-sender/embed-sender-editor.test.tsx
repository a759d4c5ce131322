// Embed sender editor: limits and counters, fields, colour, preview, stored draft, JSON and the leave guard.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOR_INPUT_TEXTS } from '#web/components/color-input';
import { EMBED_TEXTS, JSON_TEXTS } from '#web/features/embed-sender/texts';
import { emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import { embedDraftStorageKey } from '#web/lib/open-draft-in-editor';
import { UNSAVED_CHANGES_TEXTS } from '#web/lib/use-unsaved-changes-guard';
import {
  channelSelect,
  ES_SERVER_ID,
  inputValue,
  installEmbedSenderStub,
  renderEmbedSender,
  sendButton,
} from '../support/embed-sender-harness';

installEmbedSenderStub();

describe('limits', () => {
  it('counts characters and refuses to send a title over 256, saying why', async () => {
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#general');
    await user.click(screen.getByLabelText('Title'));
    await user.paste('x'.repeat(256));
    expect(screen.getByText('256/256')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'y');
    expect(screen.getByText('257/256')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Title must be at most 256 characters')).toHaveLength(2);
  });

  it('counts the whole embed against 6000 characters', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(4000));
    await user.click(screen.getByLabelText('Footer text'));
    await user.paste('f'.repeat(2001));
    expect(screen.getByText('6001/6000')).toBeTruthy();
    expect(screen.getByText("The embed's text must be at most 6000 characters in all")).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('flags link URLs that are not http(s)', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    expect(screen.getAllByText('Image URL must be a valid http(s) URL')).toHaveLength(2);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('wants an embed for the button to ride on', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Button label'), 'Go');
    await user.type(screen.getByLabelText('Button URL'), 'https://e.com');
    expect(
      screen.getByText(
        'The button is sent with the embed: add a title, description, field or image to the embed',
      ),
    ).toBeTruthy();
  });
});

describe('fields', () => {
  it('adds up to 25 fields', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    const add = screen.getByRole('button', { name: 'Add field' });
    for (let i = 0; i < 26; i += 1) fireEvent.click(add);
    expect(screen.getByText('25/25')).toBeTruthy();
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove field 25' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove field 24' }));
    expect(add.hasAttribute('aria-disabled')).toBe(false);
  });

  it('moves, duplicates and removes fields', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 1 name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 2 name'), 'B');
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('Move field 1 up').getAttribute('aria-disabled')).toBe('true');
    expect(button('Move field 2 down').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Move field 2 up'));
    expect([inputValue('Field 1 name'), inputValue('Field 2 name')]).toEqual(['B', 'A']);
    expect(document.activeElement).toBe(button('Move field 1 up'));
    await user.click(button('Move field 1 up'));
    expect([inputValue('Field 1 name'), inputValue('Field 2 name')]).toEqual(['B', 'A']);
    await user.click(button('Move field 1 down'));
    expect([inputValue('Field 1 name'), inputValue('Field 2 name')]).toEqual(['A', 'B']);
    expect(document.activeElement).toBe(button('Move field 2 down'));
    await user.click(button('Move field 2 up'));
    await user.click(screen.getByRole('button', { name: 'Duplicate field 1' }));
    expect([inputValue('Field 1 name'), inputValue('Field 2 name'), inputValue('Field 3 name')]).toEqual([
      'B',
      'B',
      'A',
    ]);
    await user.click(button('Remove field 1'));
    expect([inputValue('Field 1 name'), inputValue('Field 2 name')]).toEqual(['B', 'A']);
    expect(document.activeElement).toBe(button('Remove field 1'));
    expect(
      screen.getAllByText('Fields need both a name and a value; this one will be left out.'),
    ).toHaveLength(2);
  });
});

describe('colour', () => {
  it('starts at #5865f2, takes a typed hex code and rejects a broken one', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    const hex = screen.getByLabelText('Colour hex code') as HTMLInputElement;
    expect(hex.value).toBe('#5865f2');
    expect((screen.getByLabelText('Colour picker') as HTMLInputElement).value).toBe('#5865f2');
    await user.clear(hex);
    await user.type(hex, 'ABCDEF');
    expect((screen.getByLabelText('Colour picker') as HTMLInputElement).value).toBe('#abcdef');
    await user.clear(hex);
    await user.type(hex, '#12');
    expect(screen.getByText(COLOR_INPUT_TEXTS.invalid)).toBeTruthy();
    expect((screen.getByLabelText('Colour picker') as HTMLInputElement).value).toBe('#abcdef');
    const reset = screen.getByRole('button', { name: 'Default' });
    await user.click(reset);
    expect(hex.value).toBe('#5865f2');
    expect(reset.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(reset);
  });
});

describe('live preview', () => {
  it('draws the draft, its renderer loaded with the first text, and hides with the toggle', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    expect(screen.getByText(EMBED_TEXTS.previewEmpty)).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Shown title');
    const preview = screen.getByRole('region', { name: EMBED_TEXTS.previewHeading });
    expect(await within(preview).findByText('Shown title', undefined, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByLabelText(EMBED_TEXTS.livePreview));
    expect(screen.queryByRole('region', { name: EMBED_TEXTS.previewHeading })).toBeNull();
  });
});

describe('stored draft', () => {
  it('is kept in localStorage while editing', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Survives');
    const stored = JSON.parse(localStorage.getItem(embedDraftStorageKey(ES_SERVER_ID)) ?? 'null');
    expect(stored.embed.title).toBe('Survives');
  });

  it('comes back from localStorage when the page opens, with its channel', async () => {
    const draft = emptyEmbedDraft();
    draft.channelId = '110000000000000103';
    draft.embed.title = 'From before';
    localStorage.setItem(embedDraftStorageKey(ES_SERVER_ID), JSON.stringify(draft));
    renderEmbedSender();
    await channelSelect();
    expect(inputValue('Title')).toBe('From before');
    expect(inputValue('Channel')).toBe('110000000000000103');
  });

  it('forgets a stored channel the server no longer has', async () => {
    const draft = emptyEmbedDraft();
    draft.channelId = '110000000000000999';
    draft.content = 'Still here';
    localStorage.setItem(embedDraftStorageKey(ES_SERVER_ID), JSON.stringify(draft));
    renderEmbedSender();
    await channelSelect();
    expect(inputValue('Channel')).toBe('');
    expect(inputValue(EMBED_TEXTS.content)).toBe('Still here');
  });

  it('is ignored, not crashing the page, when what is stored is not a draft', async () => {
    const damaged = { ...emptyEmbedDraft(), content: 42 };
    localStorage.setItem(embedDraftStorageKey(ES_SERVER_ID), JSON.stringify(damaged));
    const { user } = renderEmbedSender();
    await channelSelect();
    expect(inputValue(EMBED_TEXTS.content)).toBe('');
    await user.type(screen.getByLabelText('Title'), 'Fresh');
    const stored = JSON.parse(localStorage.getItem(embedDraftStorageKey(ES_SERVER_ID)) ?? 'null');
    expect(stored.embed.title).toBe('Fresh');
    expect(stored.content).toBe('');
  });

  it('is ignored when what is stored is not JSON', async () => {
    localStorage.setItem(embedDraftStorageKey(ES_SERVER_ID), '{"channelId": ');
    renderEmbedSender();
    await channelSelect();
    expect(inputValue('Title')).toBe('');
  });

  it("is cleared by 'Clear draft' after confirming", async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Gone');
    await user.click(screen.getByRole('button', { name: EMBED_TEXTS.clearDraft }));
    const dialog = screen.getByRole('alertdialog', { name: EMBED_TEXTS.clearDraftTitle });
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.clearDraft }));
    expect(inputValue('Title')).toBe('');
  });
});

describe('JSON', () => {
  /** Opens the JSON panel, whose contents load on its first opening. */
  async function openJsonPanel(user: ReturnType<typeof renderEmbedSender>['user']) {
    await user.click(screen.getByText(JSON_TEXTS.heading));
    await screen.findByLabelText(JSON_TEXTS.importLabel);
  }

  it('loads its contents only once opened', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    expect(screen.queryByLabelText('Exported JSON')).toBeNull();
    await openJsonPanel(user);
    expect(screen.getByLabelText('Exported JSON')).toBeTruthy();
  });

  it('exports the draft as Discord message JSON', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Exported');
    await openJsonPanel(user);
    const exported = (screen.getByLabelText('Exported JSON') as HTMLTextAreaElement).value;
    expect(JSON.parse(exported)).toEqual({ embeds: [{ title: 'Exported', color: 0x5865f2 }] });
  });

  it('explains bad JSON and keeps both the draft and the pasted text', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Mine');
    await openJsonPanel(user);
    await user.click(screen.getByLabelText(JSON_TEXTS.importLabel));
    await user.paste('{"embeds": [');
    await user.click(screen.getByRole('button', { name: JSON_TEXTS.importButton }));
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not valid JSON: /);
    expect(inputValue('Title')).toBe('Mine');
    expect(inputValue(JSON_TEXTS.importLabel)).toBe('{"embeds": [');
  });

  it('imports a Discohook message after confirming the replacement', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Old');
    await openJsonPanel(user);
    await user.click(screen.getByLabelText(JSON_TEXTS.importLabel));
    await user.paste(
      JSON.stringify({
        messages: [
          { data: { content: 'Hi', embeds: [{ title: 'New', fields: [{ name: 'N', value: 'V' }] }] } },
        ],
      }),
    );
    const importButton = screen.getByRole('button', { name: JSON_TEXTS.importButton });
    await user.click(importButton);
    await user.click(screen.getByRole('button', { name: JSON_TEXTS.replaceButton }));
    expect(document.activeElement).toBe(importButton);
    expect(importButton.getAttribute('aria-disabled')).toBe('true');
    expect(inputValue('Title')).toBe('New');
    expect(inputValue(EMBED_TEXTS.content)).toBe('Hi');
    expect(inputValue('Field 1 value')).toBe('V');
    expect(screen.getByText(JSON_TEXTS.imported)).toBeTruthy();
  });
});

describe('leaving with an unsent draft', () => {
  it('asks before a route change and stays or leaves as chosen', async () => {
    const { user, router } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText('Title'), 'Unsent');
    await act(() => router.navigate('/elsewhere'));
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(router.state.location.pathname).toBe('/dashboard/1100000000000000001/embed-generator');
    await act(() => router.navigate('/elsewhere'));
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.leave }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('asks the browser to confirm closing only while the draft holds something', async () => {
    const { user } = renderEmbedSender();
    await channelSelect();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'Unsent');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
