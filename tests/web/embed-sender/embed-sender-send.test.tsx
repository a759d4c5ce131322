// Embed sender: channel loading, the exact send payloads, 'Sending...', success, reset and errors.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { EMBED_TEXTS } from '#web/features/embed-sender/texts';
import { embedDraftStorageKey } from '#web/lib/open-draft-in-editor';
import { installApiStub } from '../support/api-stub';
import {
  advance,
  channelSelect,
  ES_CHANNELS,
  ES_SEND_ROUTE,
  ES_SERVER_ID,
  renderEmbedSender,
  sendButton,
  serveChannels,
} from '../support/embed-sender-harness';
import { installFakeClock } from '../support/fake-clock';
import { fill } from '../support/fill';
import { expectAnnounced } from '../support/render-app';

const api = installApiStub();
installFakeClock();
const NOW = new Date('2026-05-04T12:30:00.000Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});

describe('channel select', () => {
  it.each([
    ['{ channels }', { channels: ES_CHANNELS }],
    ['a bare array', ES_CHANNELS],
    ['{ data }', { data: ES_CHANNELS }],
  ])('offers text and announcement channels as #name from %s', async (_shape, body) => {
    serveChannels(api, { json: body });
    renderEmbedSender();
    const select = await channelSelect();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a channel', '#welcome', '#general', '#announcements']);
  });

  it("says 'Failed to load channels' and offers the three sample channels", async () => {
    serveChannels(api, { status: 500, json: { error: 'boom' } });
    renderEmbedSender();
    expect(await screen.findByText(EMBED_TEXTS.loadChannelsFailed)).toBeTruthy();
    const options = within(screen.getByLabelText('Channel'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a channel', '#general', '#announcements', '#welcome']);
  });

  it('loads again on Retry', async () => {
    serveChannels(api, { status: 502 });
    const { user } = renderEmbedSender();
    await screen.findByText(EMBED_TEXTS.loadChannelsFailed);
    serveChannels(api);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('option', { name: '#announcements' });
    expect(screen.queryByText(EMBED_TEXTS.loadChannelsFailed)).toBeNull();
  });
});

describe('sending', () => {
  it("says 'Please select a channel' for 5 s and sends nothing", async () => {
    serveChannels(api);
    const { user } = renderEmbedSender();
    await channelSelect();
    await user.type(screen.getByLabelText(EMBED_TEXTS.content), 'Hello');
    await user.click(sendButton());
    expect(screen.getByText(EMBED_TEXTS.selectChannel)).toBeTruthy();
    await expectAnnounced('assertive', EMBED_TEXTS.selectChannel);
    await advance(ERROR_MESSAGE_MS);
    expect(screen.queryByText(EMBED_TEXTS.selectChannel)).toBeNull();
    expect(api.callsTo(ES_SEND_ROUTE)).toEqual([]);
  });

  it('sends the exact payload of a full embed, shows Sending..., success for 3 s, then resets', async () => {
    serveChannels(api);
    api.on(ES_SEND_ROUTE, { json: { success: true, messageId: '1' } });
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#announcements');
    await fill(user, EMBED_TEXTS.content, 'Big news');
    await fill(user, 'Author name', 'Warden Team');
    await fill(user, 'Author icon URL', 'https://e.com/a.png');
    await fill(user, 'Author URL', 'https://e.com');
    await fill(user, 'Title', 'Patch 2.4.1');
    await fill(user, 'Description', 'Faster **everything**');
    const hex = screen.getByLabelText('Colour hex code');
    await user.clear(hex);
    await user.type(hex, '#FF8800');
    await user.click(screen.getByLabelText('Timestamp (the time it is sent)'));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(user, 'Field 1 name', 'Speed');
    await fill(user, 'Field 1 value', '2x');
    await user.click(screen.getByLabelText('Inline'));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(user, 'Field 2 name', 'Dropped');
    await fill(user, 'Thumbnail URL', 'https://e.com/t.png');
    await fill(user, 'Image URL', 'https://e.com/i.png');
    await fill(user, 'Footer text', 'Warden');
    await fill(user, 'Footer icon URL', 'https://e.com/f.png');
    await fill(user, 'Button label', 'Changelog');
    await fill(user, 'Button URL', 'https://e.com/changelog');
    const release = api.hold();
    vi.setSystemTime(NOW);
    await user.click(sendButton());

    const busy = screen.getByRole('button', { name: EMBED_TEXTS.sending });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    expect(api.callsTo(ES_SEND_ROUTE).map((request) => request.body)).toEqual([
      {
        channelId: '110000000000000103',
        content: 'Big news',
        embed: {
          title: 'Patch 2.4.1',
          description: 'Faster **everything**',
          color: 0xff8800,
          author: { name: 'Warden Team', icon_url: 'https://e.com/a.png', url: 'https://e.com' },
          thumbnail: { url: 'https://e.com/t.png' },
          image: { url: 'https://e.com/i.png' },
          footer: { text: 'Warden', icon_url: 'https://e.com/f.png' },
          timestamp: NOW.toISOString(),
          fields: [{ name: 'Speed', value: '2x', inline: true }],
          button: { label: 'Changelog', url: 'https://e.com/changelog' },
        },
      },
    ]);
    release();
    expect(await screen.findByText(EMBED_TEXTS.sent)).toBeTruthy();
    expect(localStorage.getItem(embedDraftStorageKey(ES_SERVER_ID))).toBeNull();
    await advance(SUCCESS_MESSAGE_MS - 100);
    expect(screen.getByText(EMBED_TEXTS.sent)).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Patch 2.4.1');
    await advance(100);
    expect(screen.queryByText(EMBED_TEXTS.sent)).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(EMBED_TEXTS.content) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Colour hex code') as HTMLInputElement).value).toBe('#5865f2');
  }, 15_000);

  it('sends a content-only message with a null embed', async () => {
    serveChannels(api);
    api.on(ES_SEND_ROUTE, { json: { success: true } });
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#general');
    await user.type(screen.getByLabelText(EMBED_TEXTS.content), 'Just words');
    await user.click(sendButton());
    await screen.findByText(EMBED_TEXTS.sent);
    expect(api.callsTo(ES_SEND_ROUTE)[0]?.body).toEqual({
      channelId: '110000000000000102',
      content: 'Just words',
      embed: null,
    });
  });

  it("shows 'Failed to send embed' with the bot's reason for 5 s and keeps the draft", async () => {
    serveChannels(api);
    api.on(ES_SEND_ROUTE, { status: 400, json: { error: 'Missing Access' } });
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#general');
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.click(sendButton());
    await screen.findByText(EMBED_TEXTS.sendFailed);
    expect(screen.getByText('Missing Access')).toBeTruthy();
    await expectAnnounced('assertive', `${EMBED_TEXTS.sendFailed} Missing Access`);
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Kept');
    await advance(ERROR_MESSAGE_MS);
    expect(screen.queryByText(EMBED_TEXTS.sendFailed)).toBeNull();
  });
});
