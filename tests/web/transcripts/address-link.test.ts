// The viewer's address link loaded before the app renders: started only for /transcribe/?content=, taken once, its early events handed over.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadEvent } from '#web/features/transcripts/logic/load-transcript';

/** Each load startLoad was asked for: its link, its stop spy and the sender of its events. */
const loads: { url: string; stop: ReturnType<typeof vi.fn>; send: (event: LoadEvent) => void }[] = [];
vi.mock('#web/features/transcripts/logic/start-load', () => ({
  startLoad: (source: { url: string }, onEvent: (event: LoadEvent) => void) => {
    const stop = vi.fn();
    loads.push({ url: source.url, stop, send: onEvent });
    return stop;
  },
}));
const { startAddressLink, takeAddressLink } = await import('#web/features/transcripts/logic/address-link');

const LINK = 'https://cdn.discordapp.com/attachments/1/2/transcript.txt';
const SEARCH = `?content=${encodeURIComponent(LINK)}`;
const error = (message: string): LoadEvent => ({ type: 'error', message, status: null, code: null });

beforeEach(() => {
  loads.length = 0;
  takeAddressLink('', () => {}); // drops what an earlier test left
});

describe('the address link', () => {
  it.each([
    ['another page', { pathname: '/commands', search: SEARCH }],
    ['no link', { pathname: '/transcribe/', search: '' }],
    ['a blank link', { pathname: '/transcribe/', search: '?content=%20' }],
  ])('is not loaded on %s', (_, location) => {
    startAddressLink(location);
    expect(loads).toEqual([]);
    expect(takeAddressLink(LINK, () => {})).toBeNull();
  });

  it('loads at once and hands its events so far, then the rest, to whoever takes it', () => {
    startAddressLink({ pathname: '/transcribe', search: SEARCH });
    expect(loads.map((load) => load.url)).toEqual([LINK]);
    loads[0]?.send(error('first'));
    const received: LoadEvent[] = [];
    const stop = takeAddressLink(LINK, (event) => received.push(event));
    loads[0]?.send(error('second'));
    expect(received).toEqual([error('first'), error('second')]);
    stop?.();
    expect(loads[0]?.stop).toHaveBeenCalledOnce();
  });

  it('is taken once: a second taker starts its own load', () => {
    startAddressLink({ pathname: '/transcribe/', search: SEARCH });
    expect(takeAddressLink(LINK, () => {})).not.toBeNull();
    expect(takeAddressLink(LINK, () => {})).toBeNull();
  });

  it('is stopped when the page asks for another link', () => {
    startAddressLink({ pathname: '/transcribe/', search: SEARCH });
    expect(takeAddressLink('https://example.com/other.txt', () => {})).toBeNull();
    expect(loads[0]?.stop).toHaveBeenCalledOnce();
  });
});
