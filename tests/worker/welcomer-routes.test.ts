// /api/welcomer: the update body is complete, within Discord's limits and holds only http(s) links.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_COLOR } from '../../shared/constants/limits';
import { IDS, WELCOMER_LIMITS, welcomerBody } from '../shared/support/samples';
import { callWorker, jsonRequest } from './support/call-worker';
import { expectInvalid } from './support/expect-refused';
import { BOT_API, forwardedRequest, replyJson } from './support/fake-upstream';

const update = (body: unknown) => callWorker('/api/welcomer/update', jsonRequest('POST', body));

describe('POST /api/welcomer/update', () => {
  it('forwards the config with every missing part filled in', async () => {
    replyJson('POST', `${BOT_API}/welcomer/update`, { success: true });
    await update({ guildId: IDS.server, config: { enabled: false } });
    expect((await forwardedRequest()).body).toEqual({
      guildId: IDS.server,
      config: {
        enabled: false,
        channel: '',
        message: '',
        embed: {
          enabled: false,
          title: '',
          description: '',
          color: DEFAULT_EMBED_COLOR,
          author: { name: '', icon_url: '', url: '' },
          thumbnail: { type: 'custom', url: '' },
          image: { url: '' },
          button: { enabled: false, label: '', url: '' },
          footer: { text: '', icon_url: '' },
          timestamp: false,
        },
      },
    });
  });

  it.each(WELCOMER_LIMITS.map((limit) => [limit.name, limit] as const))(
    'forwards %s at its limit',
    async (_name, limit) => {
      replyJson('POST', `${BOT_API}/welcomer/update`, { success: true });
      expect((await update(limit.body(limit.limit))).status).toBe(200);
      await forwardedRequest();
    },
  );

  it.each(WELCOMER_LIMITS.map((limit) => [limit.name, limit] as const))(
    'refuses %s over its limit',
    async (_name, limit) => {
      await expectInvalid(await update(limit.body(limit.limit + 1)), limit.path);
    },
  );

  it('keeps the text of a disabled embed even over the 6000-character total', async () => {
    replyJson('POST', `${BOT_API}/welcomer/update`, { success: true });
    const embed = { enabled: false, description: 'd'.repeat(4096), footer: { text: 'f'.repeat(2048) } };
    expect((await update(welcomerBody({}, embed))).status).toBe(200);
    await forwardedRequest();
  });

  it.each([
    ['a javascript: author link', { author: { url: 'javascript:alert(1)' } }, 'config.embed.author.url'],
    ['a relative image link', { image: { url: 'banner.png' } }, 'config.embed.image.url'],
    [
      'a footer icon that is neither a link nor "server"',
      { footer: { icon_url: 'guild' } },
      'config.embed.footer.icon_url',
    ],
    ['an unknown thumbnail type', { thumbnail: { type: 'banner', url: '' } }, 'config.embed.thumbnail.type'],
    ['a colour that is not #rrggbb', { color: 'blue' }, 'config.embed.color'],
  ])('refuses %s', async (_case, embed, path) => {
    await expectInvalid(await update(welcomerBody({}, embed)), path);
  });

  it.each([
    ['a channel that is not a snowflake', welcomerBody({ channel: 'general' }), 'config.channel'],
    ['a guild id that is not a snowflake', { ...welcomerBody(), guildId: 'mine' }, 'guildId'],
    ['no config', { guildId: IDS.server }, 'config'],
  ])('refuses %s', async (_case, body, path) => {
    await expectInvalid(await update(body), path);
  });
});
