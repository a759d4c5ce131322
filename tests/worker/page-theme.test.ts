// Worker test: the theme cookie marks every HTML page's <html> with data-theme, pre-rendered pages come from the assets, and no browser copy of another theme is revalidated.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '#shared/site-routes';
import { callWorker } from './support/call-worker';

const PAGE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

/** Fake static assets: every path is an HTML page with an ETag that answers If-None-Match with 304; records what was asked. */
function fakeAssets() {
  const requests: Request[] = [];
  const ASSETS = {
    fetch: async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request);
      const headers = { 'Content-Type': 'text/html', ETag: '"page"' };
      if (request.headers.get('If-None-Match') === '"page"')
        return new Response(null, { status: 304, headers });
      return new Response(PAGE, { headers });
    },
  } as unknown as Fetcher;
  return { ASSETS, requests };
}

const withTheme = (value: string): RequestInit => ({ headers: { Cookie: `a=1; warden_theme=${value}` } });

describe('the page theme', () => {
  it.each(['light', 'dark'])('marks <html> with data-theme="%s" and drops the validators', async (theme) => {
    const { ASSETS } = fakeAssets();
    const reply = await callWorker('/commands', withTheme(theme), { ASSETS });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(
      PAGE.replace('<html lang="en">', `<html lang="en" data-theme="${theme}">`),
    );
    expect(reply.headers.get('ETag')).toBeNull();
    expect(reply.headers.get('Vary')).toContain('Cookie');
  });

  it.each(['', 'system', 'blue'])(
    'leaves the page to the system for the cookie value "%s"',
    async (value) => {
      const { ASSETS } = fakeAssets();
      const reply = await callWorker('/features', withTheme(value), { ASSETS });
      expect(await reply.text()).toBe(PAGE);
      expect(reply.headers.get('ETag')).toBe('"page"');
      expect(reply.headers.get('Vary')).toContain('Cookie');
    },
  );

  it('marks the SPA shell of a client-side page too', async () => {
    const { ASSETS } = fakeAssets();
    const reply = await callWorker('/login', withTheme('light'), { ASSETS });
    expect(await reply.text()).toContain('<html lang="en" data-theme="light">');
  });

  it('answers a conditional request in full when the theme is fixed, and with 304 when not', async () => {
    const themed = fakeAssets();
    const fixed = await callWorker(
      '/terms',
      { headers: { Cookie: 'warden_theme=dark', 'If-None-Match': '"page"' } },
      { ASSETS: themed.ASSETS },
    );
    expect(fixed.status).toBe(200);
    expect(themed.requests[0]?.headers.get('If-None-Match')).toBeNull();
    const plain = await callWorker(
      '/terms',
      { headers: { 'If-None-Match': '"page"' } },
      { ASSETS: fakeAssets().ASSETS },
    );
    expect(plain.status).toBe(304);
  });

  it('leaves JSON alone', async () => {
    const reply = await callWorker('/api/config', withTheme('light'));
    expect(reply.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.stringify(await reply.json())).not.toContain('data-theme');
  });
});

describe('pre-rendered pages', () => {
  it.each(PRERENDERED_PATHS.filter((path) => path !== '/'))(
    'serves %s from the static assets',
    async (path) => {
      const { ASSETS, requests } = fakeAssets();
      const reply = await callWorker(path, {}, { ASSETS });
      expect(reply.status).toBe(200);
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([path]);
    },
  );
});
