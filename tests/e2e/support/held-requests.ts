// Holding a page's requests in browser tests, so a test can act while a save or send is still running.
import type { Page, Route } from 'playwright-core';

/** Requests held by `holdRequests`: how many arrived, and a release that sends them on. */
export interface HeldRequests {
  count: () => number;
  release: () => Promise<void>;
}

/** A same-origin path no page asks for, fetched to learn when the page's routes are in force. */
const PROBE_PATH = '/__route-probe';

/**
 * `page.route(url, handler)`, returning only once the route is in force. Chromium turns request
 * interception on a moment after Playwright's first `route` call returns: a request the page sends
 * in that moment skips the route and Playwright's request events alike (seen on a busy machine: a
 * send made at once went through unheld). So the page fetches a probe path, itself routed, until
 * the probe is caught. Call it on a page showing one of the site's pages (the probe is same-origin).
 * @throws Error when the probe is still not caught after 50 tries.
 */
export async function routeInForce(
  page: Page,
  url: string | RegExp,
  handler: (route: Route) => unknown,
): Promise<void> {
  await page.route(url, handler);
  let caught = false;
  const probe = `**${PROBE_PATH}`;
  await page.route(probe, (route) => {
    caught = true;
    return route.fulfill({ status: 204 });
  });
  for (let attempt = 0; attempt < 50 && !caught; attempt += 1) {
    await page.evaluate(
      (path) =>
        fetch(path).then(
          () => undefined,
          () => undefined,
        ),
      PROBE_PATH,
    );
  }
  await page.unroute(probe);
  if (!caught) throw new Error(`the route of ${String(url)} did not come into force`);
}

/**
 * From now on holds every request of `page` to `url` (a glob or pattern, as `page.route` takes)
 * until `release`, which sends the held ones on; later ones then pass at once.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  await routeInForce(page, url, (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
