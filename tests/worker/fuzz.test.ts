// Fuzz suite: generated ids, bodies, query strings and header values on every /api route never cause a 5xx or an
// uncaught exception, and whatever reaches an upstream matches the route's contract.
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_AUTHORIZATION_LENGTH } from '#shared/constants/limits';
import { DISCORD_ATTACHMENT_HOSTS } from '#shared/constants/transcripts';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import { IDS } from '../shared/support/samples';
import { upstream } from './setup';
import { API_CALLS, type ApiCall, callName } from './support/api-calls';
import { callWorker, USER_TOKEN } from './support/call-worker';
import { BOT_API, VERIFY_API } from './support/fake-upstream';

/** Runs per property: enough to find shallow holes, small enough for a fast suite. */
const RUNS = 40;

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  upstream.use(
    http.all(`${BOT_API}/*`, () => HttpResponse.json({ ok: true })),
    http.all(`${VERIFY_API}/*`, () => HttpResponse.json({ success: true })),
    ...DISCORD_ATTACHMENT_HOSTS.map((host) =>
      http.get(`https://${host}/*`, () => HttpResponse.text('Channel: #x')),
    ),
  );
});
afterEach(() => {
  const lines = errors.mock.calls.map((args) => args.map(String).join(' '));
  expect(lines.filter((line) => line.includes('unhandled worker error'))).toEqual([]);
});

/** A path segment: valid snowflakes, digits of any length, and hostile text, raw or percent-encoded. */
const segment = fc.oneof(
  { arbitrary: fc.constant(IDS.server), weight: 4 },
  fc.stringMatching(/^\d{1,25}$/),
  fc.constantFrom(
    '..',
    '%2e%2e',
    `${IDS.server}%3Fadmin%3Dtrue`,
    `${IDS.server}%2F..%2Fauth`,
    '%00',
    '-1',
    ' ',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

const query = fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 4 });

/** Header values, including ones a browser could never send (those are skipped when Headers refuses them). */
const headerValue = fc.oneof(
  { arbitrary: fc.constant(`Bearer ${USER_TOKEN}`), weight: 4 },
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((token) => `Bearer ${token}`),
  fc.constant(`Bearer ${'a'.repeat(MAX_AUTHORIZATION_LENGTH)}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/vnd.api+json',
  '',
);

/** Bodies: the valid one with a field replaced or added, any JSON, or raw text. */
function bodyFor(call: ApiCall) {
  const valid = call.body && typeof call.body === 'object' ? (call.body as Record<string, unknown>) : {};
  const keys = Object.keys(valid);
  return fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(call.body ?? {})), weight: 2 },
    fc
      .record({
        key: keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string(),
        value: fc.jsonValue(),
      })
      .map(({ key, value }) => JSON.stringify({ ...valid, [key]: value })),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
  );
}

/** The upstream path `call` may reach: its path with each id any snowflake (and the trigger any segment). */
function upstreamPattern(call: ApiCall): RegExp {
  const escaped = call.upstreamPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ids = escaped.replaceAll(IDS.server, '\\d{17,20}').replaceAll(IDS.user, '\\d{17,20}');
  return new RegExp(`^${ids.replace(/\/hello$/, '/[^/?#]+')}$`);
}

/** Builds the request, or null when the Fetch API itself refuses it (no client could send it). */
function buildInit(
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): RequestInit | null {
  try {
    return { method, headers: new Headers(headers), body };
  } catch {
    return null;
  }
}

/** Checks every request the worker sent upstream since `from`. */
async function expectOnlyContractRequests(call: ApiCall, from: number): Promise<void> {
  const base = call.service === 'bot' ? BOT_API : VERIFY_API;
  for (const sent of upstream.requests().slice(from)) {
    const url = new URL(sent.url);
    expect(url.origin).toBe(new URL(base).origin);
    expect(url.search).toBe('');
    expect(url.pathname).toMatch(upstreamPattern(call));
    expect(sent.method).toBe(call.method);
    const authorization = sent.headers.get('Authorization');
    if (call.service === 'verify') expect(authorization).toBeNull();
    else expect(authorization).toMatch(/^Bearer \S+$/);
    expect((authorization ?? '').length).toBeLessThanOrEqual(MAX_AUTHORIZATION_LENGTH);
    const text = await sent.clone().text();
    if (call.schema) expect(call.schema.safeParse(JSON.parse(text)).success).toBe(true);
    else expect(text).toBe('');
  }
}

describe.each(API_CALLS.map((call) => [callName(call), call] as const))('fuzz %s', (_name, call) => {
  it('never answers 5xx, and forwards only requests that match the route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 2, maxLength: 2 }),
        query,
        headerValue,
        contentType,
        bodyFor(call),
        async ([first, second], params, authorization, type, body) => {
          const path = call.path
            .replace(IDS.server, first ?? '')
            .replace(IDS.user, first ?? '')
            .replace(/\/hello$/, `/${second}`);
          const search = new URLSearchParams(params).toString();
          const withBody = call.method !== 'GET' && call.method !== 'DELETE';
          const init = buildInit(
            call.method,
            { Authorization: authorization, ...(type && { 'Content-Type': type }) },
            withBody ? body : undefined,
          );
          fc.pre(init !== null);
          const from = upstream.requests().length;
          const reply = await callWorker(`/api${path}${search ? `?${search}` : ''}`, init ?? {});
          expect(reply.status, `${reply.status} ${await reply.clone().text()}`).toBeLessThan(500);
          await reply.body?.cancel();
          await expectOnlyContractRequests(call, from);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('fuzz GET /api/transcript', () => {
  const link = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string({ maxLength: 80 }),
    fc.webPath().map((path) => `https://cdn.discordapp.com${path}`),
    fc.webPath().map((path) => `https://media.discordapp.net/attachments${path}`),
  );

  it('never answers 5xx, and fetches only links the policy allows', async () => {
    await fc.assert(
      fc.asyncProperty(link, query, async (url, params) => {
        const from = upstream.requests().length;
        const search = new URLSearchParams({ ...params, url }).toString();
        const reply = await callWorker(`/api/transcript?${search}`);
        expect(reply.status).toBeLessThan(500);
        await reply.body?.cancel();
        for (const sent of upstream.requests().slice(from)) {
          expect(checkTranscriptUrl(sent.url, []).ok).toBe(true);
          expect(sent.headers.get('Authorization')).toBeNull();
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('fuzz the other /api routes', () => {
  it.each([
    ['GET', '/api/config'],
    ['POST', '/api/csp-report'],
    ['POST', '/api/analytics/pageview'],
    ['GET', '/api/nothing/here'],
  ])('%s %s never answers 5xx and reaches no upstream', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(
        query,
        headerValue,
        contentType,
        fc.string({ maxLength: 200 }),
        async (params, auth, type, body) => {
          const init = buildInit(
            method,
            { Authorization: auth, ...(type && { 'Content-Type': type }) },
            method === 'GET' ? undefined : body,
          );
          fc.pre(init !== null);
          const search = new URLSearchParams(params).toString();
          const reply = await callWorker(`${path}${search ? `?${search}` : ''}`, init ?? {}, {
            ANALYTICS_ENABLED: 'true',
          });
          expect(reply.status).toBeLessThan(500);
          await reply.body?.cancel();
          expect(upstream.requests()).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
