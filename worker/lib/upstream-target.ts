// Where upstream calls go: the interface an entry fills (production's network or the demo's in-process API).
import type { Settings } from './settings';

/** Which upstream a call goes to. */
export type UpstreamService = 'bot' | 'verify';

/** The `fetch` options of an upstream request: always a timeout signal, never a followed redirect. */
export type UpstreamInit = RequestInit & { signal: AbortSignal; redirect: 'manual' };

/** Where upstream calls go; an entry sets it for every request (see createApp). */
export interface Upstream {
  /** Base URL of `service` under `settings`, or null when the deployment did not configure it. */
  base: (settings: Settings, service: UpstreamService) => string | null;
  /**
   * Sends one prepared request (the arguments of `fetch`) to `service` and resolves with its reply
   * (rejects when unreachable). As with fetch, `init.signal` aborting also errors the reply's body.
   * `caller` is the browser's request the call serves (the demo keys its state by it; never forwarded);
   * `own` marks the worker's own reads (the change history's), which the demo does not list.
   */
  send: (
    url: string,
    init: UpstreamInit,
    service: UpstreamService,
    caller: Request,
    own?: boolean,
  ) => Promise<Response>;
}

/** Production's upstreams: BOT_API_BASE and VERIFY_API_BASE over the network. */
export const networkUpstream: Upstream = {
  base: (settings, service) => (service === 'bot' ? settings.botApiBase : settings.verifyApiBase),
  send: (url, init) => fetch(url, init),
};
