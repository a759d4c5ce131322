// Holding a page's requests in browser tests, so a test can act while a save or send is still running.
import type { Page, Route } from 'playwright-core';

/** Requests held by `holdRequests`: how many arrived, and a release that sends them on. */
export interface HeldRequests {
  count: () => number;
  release: () => Promise<void>;
}

/**
 * From now on holds every request of `page` to `url` (a glob or pattern, as `page.route` takes)
 * until `release`, which sends the held ones on; later ones then pass at once.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
