// The welcome update body and the reasons a draft cannot be saved.
import { describe, expect, it } from 'vitest';
import { type WelcomeConfig, welcomeConfigSchema } from '#shared/schemas/welcomer';
import { COMPLETE_WELCOMER_UPDATE } from '#tests/shared/support/samples';
import { buildWelcomerUpdate } from '#web/features/welcomer/logic/welcome-payload';
import { welcomeConfigProblems, welcomeHasContent } from '#web/features/welcomer/logic/welcome-validation';

const GUILD = '1100000000000000001';
const CHANNEL = '110000000000000001';

function config(overrides: Partial<WelcomeConfig> = {}, embed: Partial<WelcomeConfig['embed']> = {}) {
  const base = welcomeConfigSchema.parse({ enabled: true, channel: CHANNEL, message: 'Hi {user}' });
  return { ...base, ...overrides, embed: { ...base.embed, ...embed } };
}

describe('buildWelcomerUpdate', () => {
  it('sends guildId and the whole config as drafted', () => {
    const { guildId, config: complete } = COMPLETE_WELCOMER_UPDATE;
    expect(buildWelcomerUpdate(guildId, complete as WelcomeConfig)).toEqual(COMPLETE_WELCOMER_UPDATE);
  });

  it('trims the links but keeps text as typed', () => {
    const { guildId, config: complete } = COMPLETE_WELCOMER_UPDATE as {
      guildId: string;
      config: WelcomeConfig;
    };
    const { embed } = complete;
    const spaced: WelcomeConfig = {
      ...complete,
      message: '  Hi {user}\n',
      embed: {
        ...embed,
        title: ' T ',
        author: { ...embed.author, icon_url: ` ${embed.author.icon_url} `, url: `${embed.author.url} ` },
        thumbnail: { type: 'custom', url: ' https://x.test/t.png' },
        image: { url: ` ${embed.image.url}` },
        button: { ...embed.button, url: ` ${embed.button.url} ` },
        footer: { ...embed.footer, icon_url: ' server ' },
      },
    };
    expect(buildWelcomerUpdate(guildId, spaced).config).toEqual({
      ...complete,
      message: '  Hi {user}\n',
      embed: { ...embed, title: ' T ', thumbnail: { type: 'custom', url: 'https://x.test/t.png' } },
    });
  });

  it('sends a missing channel as an empty string', () => {
    expect(buildWelcomerUpdate(GUILD, config({ enabled: false, channel: null })).config.channel).toBe('');
  });
});

describe('welcomeConfigProblems', () => {
  it('accepts a complete config and a disabled empty one', () => {
    expect(welcomeConfigProblems(config())).toEqual([]);
    expect(welcomeConfigProblems(welcomeConfigSchema.parse({}))).toEqual([]);
  });

  it('needs a channel and something to post once enabled', () => {
    expect(welcomeConfigProblems(config({ channel: '', message: ' ' }))).toEqual([
      { field: 'channel', message: 'must be chosen' },
      { field: 'message', message: 'needs text, or an enabled embed with content' },
    ]);
  });

  it('counts an enabled embed with content as something to post, but not a disabled one', () => {
    expect(welcomeHasContent(config({ message: '' }, { enabled: true, title: 'Hi' }))).toBe(true);
    expect(welcomeHasContent(config({ message: '' }, { enabled: false, title: 'Hi' }))).toBe(false);
    expect(
      welcomeHasContent(
        config({ message: '' }, { enabled: true, thumbnail: { type: 'user_avatar', url: '' } }),
      ),
    ).toBe(true);
  });

  it('names each field over its Discord limit or holding a bad link', () => {
    const problems = welcomeConfigProblems(
      config(
        { message: 'x'.repeat(2001) },
        { title: 't'.repeat(257), author: { name: '', icon_url: 'javascript:alert(1)', url: '' } },
      ),
    );
    expect(problems).toEqual([
      { field: 'message', message: 'must be at most 2000 characters' },
      { field: 'embed.title', message: 'must be at most 256 characters' },
      { field: 'embed.author.icon_url', message: 'must be a valid http(s) URL' },
    ]);
  });

  it("refuses an enabled embed over Discord's 6000-character total", () => {
    const embed = {
      enabled: true,
      description: 'd'.repeat(4096),
      footer: { text: 'f'.repeat(2000), icon_url: '' },
    };
    expect(welcomeConfigProblems(config({}, embed))).toEqual([
      { field: 'embed', message: 'text must be at most 6000 characters in all (now 6096)' },
    ]);
    expect(welcomeConfigProblems(config({}, { ...embed, enabled: false }))).toEqual([]);
  });

  it('needs both text and a URL on an enabled button', () => {
    const button = { enabled: true, label: 'Rules', url: '' };
    expect(welcomeConfigProblems(config({}, { enabled: true, title: 'x', button }))).toEqual([
      { field: 'embed.button', message: 'needs both text and a URL' },
    ]);
    expect(
      welcomeConfigProblems(config({}, { enabled: true, title: 'x', button: { ...button, enabled: false } })),
    ).toEqual([]);
  });
});
