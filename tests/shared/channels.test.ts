// Channel list replies in their three shapes, and the text/announcement filter.
import { describe, expect, it } from 'vitest';
import { offeredChannels, readChannelList } from '../../shared/logic/channels';

const LIST = [
  { id: '1', name: 'general', type: 0 },
  { id: '2', name: 'Voice', type: 2 },
  { id: '3', name: 'news', type: 5 },
  { id: '4', name: 'Category', type: 4 },
];

describe('readChannelList', () => {
  it('reads { channels }, a bare array and { data }', () => {
    expect(readChannelList({ channels: LIST })).toEqual(LIST);
    expect(readChannelList(LIST)).toEqual(LIST);
    expect(readChannelList({ data: LIST })).toEqual(LIST);
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

describe('offeredChannels', () => {
  it('keeps text (0) and announcement (5) channels in order', () => {
    expect(offeredChannels(LIST).map((channel) => channel.name)).toEqual(['general', 'news']);
  });
});
