// Production entry (the default `wrangler deploy`): the app forwarding to the configured upstreams, and the history's daily prune; no demo code.
import { createApp } from './app';
import { scheduledPrune } from './history/retention';
import { networkUpstream } from './lib/upstream-target';

const app = createApp({ upstream: networkUpstream, demoMode: false });

export default { fetch: app.fetch, scheduled: scheduledPrune } satisfies ExportedHandler<Env>;
