// The embedded demo bot API: answers the upstream contract in-process, as the demo entry's upstream.
import { Hono } from 'hono/tiny';
import { describeError, logEvent } from '../lib/log';
import type { Upstream, UpstreamService } from '../lib/upstream-target';
import { type DemoEnv, DemoRefusal } from './guard';
import { demoAuth } from './routes/auth';
import { demoBot } from './routes/bot';
import { demoDashboard, demoWelcomer } from './routes/dashboard';
import { demoVerify } from './routes/verify';
import { type DemoVisitor, logCall, takeFailure } from './store';
import { visitorOf } from './visitor';

function withRefusals(app: Hono<DemoEnv>): Hono<DemoEnv> {
  app.onError((error, c) => {
    if (error instanceof DemoRefusal) return c.json({ error: error.message }, error.status);
    logEvent('error', 'demo_api_failed', { error: describeError(error) });
    return c.json({ error: 'Internal error' }, 500);
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}

const botApi = withRefusals(
  new Hono<DemoEnv>()
    .route('/auth', demoAuth)
    .route('/bot', demoBot)
    .route('/dashboard', demoDashboard)
    .route('/welcomer', demoWelcomer),
);
const verifyApi = withRefusals(new Hono<DemoEnv>().route('/', demoVerify));

/** A logged body: its JSON value, the raw text when it is not JSON, or null when empty. */
function parseLogged(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Answers one upstream request from `visitor`'s demo data, as the real API would. Logs the call in
 * the visitor's log and honours the visitor's injected failures (answering their status with
 * `{ error: 'Injected failure' }`, after their delay), except for the worker's `own` reads for the
 * change history: the page did not make them, and a failure injected for the page's call must reach
 * that call. Nothing of another visitor is read or changed.
 */
export async function handleDemoRequest(
  request: Request,
  service: UpstreamService,
  visitor: DemoVisitor,
  own = false,
): Promise<Response> {
  const url = new URL(request.url);
  const text = request.body ? await request.clone().text() : '';
  if (!own)
    logCall(visitor, { service, method: request.method, path: url.pathname, body: parseLogged(text) });
  const failure = own ? null : takeFailure(visitor, url.pathname);
  if (failure) {
    if (failure.delayMs > 0) await new Promise((wait) => setTimeout(wait, failure.delayMs));
    return Response.json({ error: 'Injected failure' }, { status: failure.status });
  }
  return (service === 'bot' ? botApi : verifyApi).fetch(request, { visitor });
}

/** Origin of the requests handed to the demo bot API; never fetched. */
export const DEMO_ORIGIN = 'http://demo.invalid';

/** The demo entry's upstream: every call is answered in-process from the caller's own demo, whatever BOT_API_BASE says. */
export const demoUpstream: Upstream = {
  base: () => DEMO_ORIGIN,
  send: (url, init, service, caller, own) =>
    handleDemoRequest(new Request(url, init), service, visitorOf(caller), own),
};
