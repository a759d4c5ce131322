// /api/welcomer: the update body is complete, within Discord's limits and holds only http(s) links.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WELCOME_CONFIG, IDS, WELCOMER_LIMITS, welcomerBody } from '../shared/support/samples';
import { callWorker, jsonRequest } from './support/call-worker';
import { expectInvalid } from './support/expect-refused';
import { BOT_API, forwardedRequest, replyJson } from './support/fake-upstream';
import { testLimits } from './support/limit-tests';

const update = (body: unknown) => callWorker('/api/welcomer/update', jsonRequest('POST', body));

describe('POST /api/welcomer/update', () => {
  it('forwards the config with every missing part filled in', async () => {
    replyJson('POST', `${BOT_API}/welcomer/update`, { success: true });
    await update({ guildId: IDS.server, config: { enabled: false } });
    expect((await forwardedRequest()).body).toEqual({ guildId: IDS.server, config: DEFAULT_WELCOME_CONFIG });
  });

  testLimits(WELCOMER_LIMITS, `${BOT_API}/welcomer/update`, update);

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
