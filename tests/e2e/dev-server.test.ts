// Smoke test of `npm run dev`: Vite's dev server (hot reload) serves the SPA, and the demo worker answers /api in workerd.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductServer, startDevServer } from './support/server';

let dev: ProductServer;

beforeAll(async () => {
  dev = await startDevServer();
});
afterAll(async () => {
  await dev?.stop();
});

describe('npm run dev', () => {
  it('serves / from Vite with the hot-reload client', async () => {
    const reply = await fetch(`${dev.baseUrl}/`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the SPA for a client route (a page navigation)', async () => {
    const reply = await fetch(`${dev.baseUrl}/dashboard`, {
      headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('/src/main.tsx');
  });

  it('answers /api/config from the demo worker', async () => {
    const reply = await fetch(`${dev.baseUrl}/api/config`);
    expect(reply.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await reply.json()).toMatchObject({ demoMode: true });
  });

  it('answers robots.txt from the worker', async () => {
    const robots = await fetch(`${dev.baseUrl}/robots.txt`);
    expect(await robots.text()).toMatch(/^User-agent: \*\n/);
  });

  it('signs in through the demo login: the worker takes the token on /auth-landing into the session', async () => {
    const cookies = new Map<string, string>();
    const call = async (path: string) => {
      const reply = await fetch(new URL(path, dev.baseUrl), {
        redirect: 'manual',
        headers: {
          Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'Sec-Fetch-Site': 'none',
        },
      });
      for (const line of reply.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        cookies.set(name, value);
      }
      return reply;
    };
    const start = await call('/api/auth/discord');
    expect(start.headers.get('Location')).toMatch(/^\/auth-landing\?token=/);
    const landing = await call(start.headers.get('Location') ?? '');
    expect(landing.status).toBe(302);
    expect(landing.headers.get('Location')).toBe('/auth-landing?login=accepted');
    const page = await call('/auth-landing?login=accepted');
    expect(page.headers.get('Content-Security-Policy')).toBeNull();
    expect(await page.text()).toContain('/@vite/client');
    expect((await call('/api/auth/me')).status).toBe(200);
  });
});
