// Reading stored welcome configs and channel list replies leniently.
import { describe, expect, it } from 'vitest';
import { offeredChannels, readChannelList } from '../../shared/logic/channel-reply';
import { welcomeConfigSchema } from '../../shared/schemas/welcomer';
import { readWelcomeConfig } from '../../shared/schemas/welcomer-read';

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

describe('readChannelList', () => {
  const general = { id: '1', name: 'general', type: 0 };
  const news = { id: '2', name: 'news', type: 5 };
  const voice = { id: '3', name: 'Voice', type: 2 };

  it('reads an array, a channels field, a data wrapper and a guild lookup', () => {
    expect(readChannelList([general])).toEqual([general]);
    expect(readChannelList({ channels: [general, news] })).toEqual([general, news]);
    expect(readChannelList({ data: [news] })).toEqual([news]);
    expect(readChannelList({ data: { channels: [general] } })).toEqual([general]);
    expect(readChannelList({ guild: { id: 'g', channels: [voice] } })).toEqual([voice]);
  });

  it('skips malformed items and gives [] without a list', () => {
    expect(readChannelList({ channels: [general, { id: 4 }, null] })).toEqual([general]);
    expect(readChannelList({ guild: { name: 'x' } })).toEqual([]);
    expect(readChannelList(null)).toEqual([]);
  });

  it('offers only text and announcement channels', () => {
    expect(offeredChannels([general, voice, news])).toEqual([general, news]);
  });
});
