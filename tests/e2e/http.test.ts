// HTTP checks of the served product: SPA fallback, JSON 404s under /api, cache and CSP headers, and real upstreams.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS, tooManyRequestsText } from '#shared/constants/rate-limits';
import {
  CONTENT_SECURITY_POLICY,
  IMMUTABLE_CACHE,
  PAGE_SECURITY_HEADERS,
  TRANSPORT_SECURITY_HEADERS,
} from '#shared/constants/security';
import { PUBLIC_PATHS } from '#shared/site-routes';
import { type FakeUpstream, startFakeUpstream } from './support/fake-upstream';
import { type ProductServer, startProductServer } from './support/server';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';

async function html(path: string): Promise<{ reply: Response; body: string }> {
  const reply = await fetch(`${baseUrl}${path}`);
  return { reply, body: await reply.text() };
}

function expectShell(reply: Response, body: string): void {
  expect(reply.headers.get('Content-Type')).toMatch(/^text\/html/);
  expect(body).toContain('<div id="root"></div>');
  expect(body).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
}

describe('SPA fallback', () => {
  it.each([
    `/dashboard/${SERVER}/welcome-config`,
    `/dashboard/${SERVER}`,
    '/dashboard/profile',
    '/auth-landing?token=abc',
  ])('answers the deep link %s with 200 and the shell', async (path) => {
    const { reply, body } = await html(path);
    expect(reply.status).toBe(200);
    expectShell(reply, body);
  });

  it("answers the viewer's deep link with 200 and its pre-rendered loading page", async () => {
    const { reply, body } = await html('/transcribe/?content=https%3A%2F%2Fcdn.discordapp.com%2Fa.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain('Loading transcript...');
    expect(body).not.toContain('<div id="root"></div>');
    expect(body).toMatch(/<script type="module" crossorigin src="\/assets\/app-[^"]+\.js"><\/script>/);
  });

  it('answers an unknown path with 404 and the shell (the SPA shows its 404 page)', async () => {
    const { reply, body } = await html('/no/such/page');
    expect(reply.status).toBe(404);
    expectShell(reply, body);
  });

  it('answers unknown /api paths with a JSON 404, never HTML', async () => {
    for (const path of ['/api/unknown', '/api/bot/nothing/here', '/api']) {
      const reply = await fetch(`${baseUrl}${path}`);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(await reply.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
    }
  });
});

describe('load order of a pre-rendered page', () => {
  /** The module scripts and module or data preloads in `html`, tag by tag. */
  const scriptTags = (html: string) =>
    html.match(/<script type="module"[^>]*>|<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];
  const head = (body: string) => body.slice(0, body.indexOf('</head>'));
  const held = (body: string) => /<template id="after-first-paint">(.*?)<\/template>/s.exec(body)?.[1] ?? '';

  it.each(Object.values(PUBLIC_PATHS))('%s holds its scripts back until it is painted', async (path) => {
    const { body } = await html(path);
    const loader = /<script type="module" src="(\/assets\/after-first-paint-[\w-]+\.js)"><\/script>/.exec(
      body,
    )?.[1];
    expect(loader).toBeDefined();
    expect(scriptTags(held(body)).filter((tag) => tag.startsWith('<script')).length).toBeGreaterThan(0);
    // outside the template, the head fetches only its stylesheets and the loader before the first paint
    expect(scriptTags(head(body).replace(held(body), ''))).toEqual([
      `<script type="module" src="${loader}">`,
    ]);
    const reply = await fetch(`${baseUrl}${loader}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
  });

  it('the SPA shell, which paints nothing without its scripts, loads them at once', async () => {
    const { body } = await html(`/dashboard/${SERVER}`);
    expect(body).not.toContain('after-first-paint');
    expect(scriptTags(head(body)).length).toBeGreaterThan(0);
  });
});

describe('caching and security headers', () => {
  it('caches hashed /assets/* files for a year, immutable', async () => {
    const { body } = await html('/');
    const assets = [...body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const reply = await fetch(`${baseUrl}${asset}`);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers.get('Cache-Control'), asset).toBe(IMMUTABLE_CACHE);
    }
  });

  it.each(['/', '/login', `/dashboard/${SERVER}/welcome-config`, '/no/such/page'])(
    'makes the HTML of %s revalidate and sends the CSP',
    async (path) => {
      const { reply } = await html(path);
      expect(reply.headers.get('Cache-Control')).toMatch(/must-revalidate/);
      expect(reply.headers.get('Cache-Control')).not.toMatch(/immutable/);
      expect(reply.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
    },
  );

  it('does not cache files outside /assets/ as immutable', async () => {
    const reply = await fetch(`${baseUrl}/favicon.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Cache-Control') ?? '').not.toMatch(/immutable/);
  });
});

describe('transport security headers', () => {
  const pages = [
    ['a pre-rendered page', '/'],
    ['a nested pre-rendered page', '/premium/renew'],
    ['the SPA fallback', `/dashboard/${SERVER}/welcome-config`],
    ['the 404 page', '/no/such/page'],
  ];
  const replies = [...pages, ['an API reply', '/api/config'], ['an API 404', '/api/unknown']];

  describe.each(replies)('%s (%s)', (_name, path) => {
    it.each(Object.entries(TRANSPORT_SECURITY_HEADERS))('sends %s: %s', async (name, value) => {
      const reply = await fetch(`${baseUrl}${path}`);
      await reply.body?.cancel();
      expect(reply.headers.get(name)).toBe(value);
    });
  });

  describe.each(pages)('%s (%s)', (_name, path) => {
    it.each(Object.entries(PAGE_SECURITY_HEADERS))('sends the page header %s', async (name, value) => {
      const reply = await fetch(`${baseUrl}${path}`);
      await reply.body?.cancel();
      expect(reply.headers.get(name)).toBe(value);
    });
  });
});

describe('the production worker with real upstreams', () => {
  let bot: FakeUpstream;
  let verify: FakeUpstream;
  let product: ProductServer;

  beforeAll(async () => {
    bot = await startFakeUpstream((request) =>
      request.url.startsWith('/auth/servers')
        ? { status: 200, json: { user: { id: '1', username: 'real' }, adminGuilds: [] } }
        : { status: 404, json: { error: 'Not here' } },
    );
    verify = await startFakeUpstream(() => ({ status: 200, json: { success: true } }));
    product = await startProductServer('production', {
      BOT_API_BASE: bot.baseUrl,
      VERIFY_API_BASE: verify.baseUrl,
    });
  });

  afterAll(async () => {
    await product?.stop();
    await bot?.stop();
    await verify?.stop();
  });

  it('forwards /api/auth/servers to the bot API with the bearer token (never the query) and passes the reply back', async () => {
    const reply = await fetch(`${product.baseUrl}/api/auth/servers?x=1`, {
      headers: { Authorization: 'Bearer real-token' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ user: { id: '1', username: 'real' }, adminGuilds: [] });
    expect(bot.received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/auth/servers',
      headers: { authorization: 'Bearer real-token' },
    });
  });

  it('rate limits under wrangler dev: a burst of transcript calls ends in 429 with Retry-After', async () => {
    let reply = await fetch(`${product.baseUrl}/api/transcript`);
    for (let sent = 1; reply.status !== 429 && sent <= 2 * RATE_LIMITS.strict.limit; sent++) {
      await reply.body?.cancel();
      reply = await fetch(`${product.baseUrl}/api/transcript`);
    }
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toBe(String(RATE_LIMITS.strict.period));
    expect(await reply.json()).toEqual({
      error: { code: 'rate_limited', message: tooManyRequestsText(RATE_LIMITS.strict.period) },
    });
  });

  it('passes a 4xx of the bot API back', async () => {
    const reply = await fetch(`${product.baseUrl}/api/auth/me`, { headers: { Authorization: 'Bearer t' } });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: 'Not here' });
  });

  it('forwards /api/verify to the verification API without the token', async () => {
    const reply = await fetch(`${product.baseUrl}/api/verify`, {
      method: 'POST',
      headers: { Authorization: 'Bearer real-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'abc', guildId: SERVER }),
    });
    expect(await reply.json()).toEqual({ success: true });
    const sent = verify.received.at(-1);
    expect(sent).toMatchObject({ method: 'POST', url: '/verify' });
    expect(JSON.parse(sent?.body ?? '')).toEqual({ code: 'abc', guildId: SERVER });
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('redirects the Discord login to the bot API', async () => {
    const reply = await fetch(`${product.baseUrl}/api/auth/discord`, {
      redirect: 'manual',
      headers: { 'Sec-Fetch-Site': 'none' },
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(`${bot.baseUrl}/auth/discord`);
  });

  it('reports demo mode off in /api/config', async () => {
    expect(await (await fetch(`${product.baseUrl}/api/config`)).json()).toMatchObject({ demoMode: false });
  });
});
