// Channel list replies in their three shapes, and the text/announcement filter.
import { describe, expect, it } from 'vitest';
import { findChannelList, offeredChannels, readChannelList } from '#web/lib/discord/channels';

const LIST = [
  { id: '1', name: 'general', type: 0 },
  { id: '2', name: 'Voice', type: 2 },
  { id: '3', name: 'news', type: 5 },
  { id: '4', name: 'Category', type: 4 },
];

describe('readChannelList', () => {
  it('reads { channels }, a bare array, { data }, { data: { channels } } and a guild lookup', () => {
    expect(readChannelList({ channels: LIST })).toEqual(LIST);
    expect(readChannelList(LIST)).toEqual(LIST);
    expect(readChannelList({ data: LIST })).toEqual(LIST);
    expect(readChannelList({ data: { channels: LIST } })).toEqual(LIST);
    expect(readChannelList({ guild: { id: 'g', channels: LIST } })).toEqual(LIST);
  });

  it('skips entries that are not channels', () => {
    expect(readChannelList([{ id: '1', name: 'ok', type: 0 }, { id: 2 }, null])).toEqual([
      { id: '1', name: 'ok', type: 0 },
    ]);
  });

  it('throws when the reply holds no list', () => {
    expect(() => readChannelList({ channels: 'nope' })).toThrow('Invalid response data structure');
    expect(() => readChannelList(null)).toThrow(TypeError);
  });
});

describe('findChannelList', () => {
  it('reads the same shapes, skipping malformed items', () => {
    expect(findChannelList({ channels: [LIST[0], { id: 4 }, null] })).toEqual([LIST[0]]);
    expect(findChannelList({ guild: { id: 'g', channels: LIST } })).toEqual(LIST);
  });

  it('gives null without a list', () => {
    expect(findChannelList({ guild: { name: 'x' } })).toBeNull();
    expect(findChannelList(null)).toBeNull();
  });
});

describe('offeredChannels', () => {
  it('keeps text (0) and announcement (5) channels in order', () => {
    expect(offeredChannels(LIST).map((channel) => channel.name)).toEqual(['general', 'news']);
  });
});
