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

  it('answers the demo API and robots.txt from the worker', async () => {
    const login = await fetch(`${dev.baseUrl}/api/auth/discord`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toMatch(/^\/auth-landing\?token=/);
    const robots = await fetch(`${dev.baseUrl}/robots.txt`);
    expect(await robots.text()).toMatch(/^User-agent: \*\n/);
  });
});
