// Welcome Dashboard preview: empty states, placeholders, channel line, button rule, images and the image choices.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { PREVIEW_MEMBER_AVATAR_URL } from '#web/features/welcomer/logic/welcome-variables';
import { WELCOME_TEXTS as T } from '#web/features/welcomer/texts';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import {
  CHANNELS,
  preview,
  previewElement,
  ready,
  renderWelcome,
  serveWelcome,
  WC_ICON_URL,
  WC_SERVER_ID,
  welcomeConfig,
} from '../support/welcomer-harness';

const api = installApiStub();
installFakeClock();

function serveConfig(config: WelcomeConfig) {
  serveWelcome(api, { config: [{ json: { success: true, config } }] });
}
const on = (embed: Partial<WelcomeConfig['embed']> = {}, message = 'Hi {user}') =>
  welcomeConfig({ enabled: true, channel: CHANNELS[0]?.id, message }, { enabled: true, ...embed });
const thumbnail = () => previewElement().querySelector('.preview-embed__thumbnail')?.getAttribute('src');
const footerIcon = () => previewElement().querySelector('.preview-embed__footer-icon')?.getAttribute('src');

describe('preview states', () => {
  it('asks to enable welcome messages while off', async () => {
    serveConfig(welcomeConfig({ message: 'Hi' }));
    renderWelcome();
    await ready();
    expect(preview().getByText(T.previewDisabled)).toBeTruthy();
    expect(preview().getByText('Preview of welcome message in #channel')).toBeTruthy();
  });

  it('says where the preview will appear while enabled but empty', async () => {
    serveConfig(welcomeConfig({ enabled: true, channel: CHANNELS[1]?.id }));
    renderWelcome();
    await ready();
    expect(preview().getByText(T.previewEmpty)).toBeTruthy();
    expect(preview().getByText('Preview of welcome message in #general')).toBeTruthy();
  });

  it('fills every placeholder in the message and the embed and renders markdown', async () => {
    serveConfig(
      on(
        {
          title: 'Hi {username}',
          description: '{displayname} is member {membercount}',
          footer: { text: 'Joined {server}', icon_url: '' },
        },
        'Welcome {user} to **{server}**!',
      ),
    );
    renderWelcome();
    await ready();
    expect(preview().getByText('Your Server').tagName).toBe('STRONG');
    expect(preview().getByText(/Welcome @NewUser to/)).toBeTruthy();
    expect(preview().getByText('Hi NewUser')).toBeTruthy();
    expect(preview().getByText('NewUser is member 1,234')).toBeTruthy();
    expect(preview().getByText('Joined Your Server')).toBeTruthy();
    expect(preview().getByText('Preview of welcome message in #welcome')).toBeTruthy();
  });

  it('draws the button only when enabled with both text and URL', async () => {
    serveConfig(on({ title: 'T', button: { enabled: true, label: 'Rules', url: '' } }));
    const { user } = renderWelcome();
    await ready();
    expect(preview().queryByText('Rules')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    await user.type(screen.getByLabelText(T.buttonUrl), 'https://example.com/rules');
    expect(preview().getByRole('link', { name: /Rules/ }).getAttribute('href')).toBe(
      'https://example.com/rules',
    );
    await user.click(screen.getByRole('switch', { name: T.buttonToggle }));
    expect(preview().queryByRole('link', { name: /Rules/ })).toBeNull();
  });

  it('hides an image that fails to load and shows the time when ticked', async () => {
    serveConfig(
      on({
        title: 'T',
        image: { url: 'https://img.example.com/banner.png' },
        footer: { text: 'F', icon_url: '' },
        timestamp: true,
      }),
    );
    renderWelcome();
    await ready();
    const image = previewElement().querySelector('.preview-embed__image');
    expect(image?.getAttribute('src')).toBe('https://img.example.com/banner.png');
    fireEvent.error(image as Element);
    expect(previewElement().querySelector('.preview-embed__image')).toBeNull();
    expect(preview().getByText(/^F • Today at/)).toBeTruthy();
  });
});

describe('thumbnail and footer icon choices', () => {
  it('sets the avatar types with an empty URL, and none or custom as type custom with an empty URL', async () => {
    serveConfig(on({ title: 'T', thumbnail: { type: 'custom', url: 'https://img.example.com/t.png' } }));
    api.on(`POST ${apiUrl(apiRoutes.welcomerUpdate())}`, { json: { success: true } });
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Embed' }));
    const select = screen.getByLabelText(T.thumbnail) as HTMLSelectElement;
    expect(select.value).toBe('custom');
    expect(thumbnail()).toBe('https://img.example.com/t.png');
    await user.selectOptions(select, T.thumbnailChoices.user_avatar);
    expect(thumbnail()).toBe(PREVIEW_MEMBER_AVATAR_URL);
    expect(screen.queryByLabelText(T.thumbnailUrl)).toBeNull();
    await user.selectOptions(select, T.thumbnailChoices.server_avatar);
    expect(thumbnail()).toBe(WC_ICON_URL);
    await user.click(screen.getByRole('button', { name: T.save }));
    await screen.findByText(T.saved);
    await user.selectOptions(select, T.thumbnailChoices.custom);
    expect((screen.getByLabelText(T.thumbnailUrl) as HTMLInputElement).value).toBe('');
    expect(thumbnail()).toBeUndefined();
    await user.selectOptions(select, T.thumbnailChoices.none);
    expect(screen.queryByLabelText(T.thumbnailUrl)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    const sent = api
      .callsTo(`POST ${apiUrl(apiRoutes.welcomerUpdate())}`)
      .map((request) => (request.body as { guildId: string; config: WelcomeConfig }).config.embed.thumbnail);
    expect(sent).toEqual([
      { type: 'server_avatar', url: '' },
      { type: 'custom', url: '' },
    ]);
  });

  it("stores 'server' for the server icon and clears it for the other choices", async () => {
    serveConfig(on({ footer: { text: 'Footer', icon_url: 'server' } }));
    api.on(`POST ${apiUrl(apiRoutes.welcomerUpdate())}`, { json: { success: true } });
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    const select = screen.getByLabelText(T.footerIcon) as HTMLSelectElement;
    expect(select.value).toBe('server');
    expect(footerIcon()).toBe(WC_ICON_URL);
    await user.selectOptions(select, T.footerIconChoices.custom);
    const url = screen.getByLabelText(T.footerIconUrl) as HTMLInputElement;
    expect(url.value).toBe('');
    await user.type(url, 'https://img.example.com/f.png');
    expect(footerIcon()).toBe('https://img.example.com/f.png');
    await user.selectOptions(select, T.footerIconChoices.none);
    expect(footerIcon()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: T.save }));
    await screen.findByText(T.saved);
    const [request] = api.callsTo(`POST ${apiUrl(apiRoutes.welcomerUpdate())}`);
    expect(request?.body).toMatchObject({
      guildId: WC_SERVER_ID,
      config: { embed: { footer: { text: 'Footer', icon_url: '' } } },
    });
  });
});

describe('variables', () => {
  it('inserts a variable at the cursor of the field last edited', async () => {
    serveConfig(on({ title: 'Hello !' }, 'Welcome to the server'));
    const { user } = renderWelcome();
    await ready();
    const insert = (token: string) => screen.getByRole('button', { name: new RegExp(`^Insert ${token}`) });
    expect(insert('\\{user\\}').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    const message = screen.getByRole('combobox', { name: T.message }) as HTMLTextAreaElement;
    await user.click(message);
    message.setSelectionRange(7, 7);
    await user.click(insert('\\{user\\}'));
    expect(message.value).toBe('Welcome{user} to the server');
    await user.click(screen.getByRole('tab', { name: 'Embed' }));
    const title = screen.getByLabelText(T.embedTitle) as HTMLInputElement;
    await user.click(title);
    title.setSelectionRange(6, 6);
    await user.click(insert('\\{username\\}'));
    expect(title.value).toBe('Hello {username}!');
    expect(preview().getByText('Hello NewUser!')).toBeTruthy();
  });
});
