// The ?content= link of the address the viewer opened at, loaded as the page's code arrives, before the app has rendered.
import { addressContentLink, isTranscribePath } from '#shared/logic/transcribe-shell';
import type { LoadEvent } from './load-transcript';
import { startLoad } from './start-load';

/**
 * The load startAddressLink started, until it is taken: takes it for `url` (see takeAddressLink).
 */
let early: ((url: string, onEvent: (event: LoadEvent) => void) => (() => void) | null) | null = null;

/**
 * Starts loading the `?content=` link of `location` (the request and the parsing Web Worker, as
 * startLoad does) when it is the viewer's address (`/transcribe/`) with a link: the page's module
 * calls it as it arrives, so the load does not wait for the app's first render. Does nothing
 * elsewhere (another page prefetching the viewer's code) or without a link. A load nobody takes
 * runs until the page is left.
 */
export function startAddressLink({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const link = isTranscribePath(pathname) ? addressContentLink(search) : null;
  if (!link) return;
  const events: LoadEvent[] = [];
  let receive = (event: LoadEvent) => {
    events.push(event);
  };
  const stop = startLoad({ kind: 'url', url: link }, (event) => receive(event));
  early = (url, onEvent) => {
    if (url !== link) {
      stop();
      return null;
    }
    receive = onEvent;
    for (const event of events.splice(0)) onEvent(event);
    return stop;
  };
}

/**
 * Takes the load startAddressLink started when it loads `url`: `onEvent` receives its events so
 * far at once, then the rest as they come; returns the function that stops it. Null when there is
 * none or it was taken already (the caller then starts its own load); an early load of another
 * link is stopped.
 */
export function takeAddressLink(url: string, onEvent: (event: LoadEvent) => void): (() => void) | null {
  const take = early;
  early = null;
  return take ? take(url, onEvent) : null;
}
