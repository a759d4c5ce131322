// Reading stored welcome configs leniently.
import { describe, expect, it } from 'vitest';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { readWelcomeConfig } from '#shared/schemas/welcomer-read';

describe('readWelcomeConfig', () => {
  it('gives the empty disabled config for null, garbage or an empty object', () => {
    const empty = welcomeConfigSchema.parse({});
    expect(readWelcomeConfig(null)).toEqual(empty);
    expect(readWelcomeConfig('nope')).toEqual(empty);
    expect(readWelcomeConfig({})).toEqual(empty);
  });

  it('keeps valid values and fills every missing field', () => {
    const config = readWelcomeConfig({
      enabled: true,
      channel: '110000000000000001',
      embed: { title: 'Hi', button: null },
    });
    expect(config.enabled).toBe(true);
    expect(config.channel).toBe('110000000000000001');
    expect(config.embed.title).toBe('Hi');
    expect(config.embed.button).toEqual({ enabled: false, label: '', url: '' });
    expect(config.embed.color).toBe('#5865f2');
    expect(config.embed.thumbnail).toEqual({ type: 'custom', url: '' });
  });

  it('repairs odd types but keeps text over the limits and bad links for the editor to flag', () => {
    const config = readWelcomeConfig({
      channel: 1100000000000001,
      message: 'x'.repeat(2500),
      embed: {
        enabled: 'yes',
        color: 0xff0000,
        thumbnail: { type: 'banner', url: 'ftp://x' },
        footer: { text: null },
      },
    });
    expect(config.channel).toBe('');
    expect(config.message).toHaveLength(2500);
    expect(config.embed.enabled).toBe(false);
    expect(config.embed.color).toBe('#ff0000');
    expect(config.embed.thumbnail).toEqual({ type: 'custom', url: 'ftp://x' });
    expect(config.embed.footer).toEqual({ text: '', icon_url: '' });
    expect(readWelcomeConfig({ embed: { color: 'abcdef' } }).embed.color).toBe('#abcdef');
    expect(readWelcomeConfig({ embed: { color: 'red' } }).embed.color).toBe('#5865f2');
  });
});
