// The welcomer config: defaults for every missing part, Discord's limits, link rules and the update body.
import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_TYPES,
  welcomeConfigSchema,
  welcomerResponseSchema,
  welcomerUpdateSchema,
} from '#shared/schemas/welcomer';
import { expectLimit } from './support/expect-limit';
import {
  COMPLETE_WELCOMER_UPDATE,
  DEFAULT_WELCOME_CONFIG,
  IDS,
  limitRows,
  WELCOMER_LIMITS,
  welcomerBody,
} from './support/samples';

describe('welcomeConfigSchema defaults', () => {
  it('reads an empty object as a complete, disabled config', () => {
    expect(welcomeConfigSchema.parse({})).toEqual(DEFAULT_WELCOME_CONFIG);
  });

  it('fills the missing parts of a partial embed and keeps the given ones', () => {
    const config = welcomeConfigSchema.parse({ embed: { enabled: true, author: { name: 'Ava' } } });
    expect(config.embed).toEqual({
      ...DEFAULT_WELCOME_CONFIG.embed,
      enabled: true,
      author: { name: 'Ava', icon_url: '', url: '' },
    });
  });

  it('accepts a null channel (none chosen)', () => {
    expect(welcomeConfigSchema.parse({ channel: null }).channel).toBeNull();
  });

  it('offers the three thumbnail sources', () => {
    expect(THUMBNAIL_TYPES).toEqual(['user_avatar', 'server_avatar', 'custom']);
  });

  it('takes "server" or a link as the footer icon', () => {
    for (const icon of ['server', 'https://cdn.example.com/f.png', '']) {
      expect(welcomeConfigSchema.parse({ embed: { footer: { icon_url: icon } } }).embed.footer.icon_url).toBe(
        icon,
      );
    }
    expect(welcomeConfigSchema.safeParse({ embed: { footer: { icon_url: 'guild' } } }).success).toBe(false);
  });
});

describe('welcomerUpdateSchema', () => {
  it.each(limitRows(WELCOMER_LIMITS))(
    'accepts %s at its limit and refuses one more, naming the field',
    (_name, limit) => {
      expectLimit(welcomerUpdateSchema, limit);
    },
  );

  it('lets a disabled embed keep text over the total (it is never sent)', () => {
    const embed = { enabled: false, description: 'd'.repeat(4096), footer: { text: 'f'.repeat(2048) } };
    expect(welcomerUpdateSchema.safeParse(welcomerBody({}, embed)).success).toBe(true);
  });

  it('keeps a complete update as it is', () => {
    expect(welcomerUpdateSchema.parse(COMPLETE_WELCOMER_UPDATE)).toEqual(COMPLETE_WELCOMER_UPDATE);
  });

  it.each([
    ['a javascript: link', { image: { url: 'javascript:alert(1)' } }, 'config.embed.image.url'],
    ['a colour name', { color: 'red' }, 'config.embed.color'],
    ['a short hex colour', { color: '#fff' }, 'config.embed.color'],
  ])('refuses %s', (_case, embed, path) => {
    const result = welcomerUpdateSchema.safeParse(welcomerBody({}, embed));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it('needs a snowflake guild id', () => {
    expect(welcomerUpdateSchema.safeParse({ ...welcomerBody(), guildId: IDS.server.slice(3) }).success).toBe(
      false,
    );
  });
});

describe('welcomerResponseSchema', () => {
  it('reads a missing or null config', () => {
    expect(welcomerResponseSchema.parse({ success: true, config: null })).toEqual({
      success: true,
      config: null,
    });
    expect(welcomerResponseSchema.parse({ success: false })).toEqual({ success: false });
  });

  it('completes a stored config', () => {
    expect(welcomerResponseSchema.parse({ success: true, config: {} }).config).toEqual(
      DEFAULT_WELCOME_CONFIG,
    );
  });
});
