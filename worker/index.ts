// Production entry (the default `wrangler deploy`): the app forwarding to the configured upstreams; no demo code.
import { createApp } from './app';
import { networkUpstream } from './lib/upstream';

export default createApp({ upstream: networkUpstream, demoMode: false });
