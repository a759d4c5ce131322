// The language of a signed-in dashboard page's shell: the visitor's cookie, else Accept-Language, else English, never cached.
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '#shared/constants/locales';
import { SESSION_COOKIE } from '#shared/constants/session';
import { callWorker, USER_TOKEN } from './support/call-worker';
import { BOT_API, replyJson } from './support/fake-upstream';

const SERVER = '1100000000000000001';
const SESSION = `${SESSION_COOKIE}=${USER_TOKEN}`;

/** Static assets answering each path with a page titled by it; records each path asked for. */
function assets() {
  const asked: string[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      return new Response(`<!doctype html><html><head><title>${path}</title></head><body></body></html>`, {
        headers: { 'Content-Type': 'text/html' },
      });
    },
  } as unknown as Fetcher;
  return { asked, binding };
}

/** GET `path` signed in with `headers` added; the reads it starts are refused, which does not matter here. */
async function openPage(path: string, headers: Record<string, string> = {}) {
  replyJson('GET', `${BOT_API}/auth/me`, {}, 401);
  replyJson('GET', `${BOT_API}/auth/servers`, {}, 401);
  replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, {}, 401);
  const { asked, binding } = assets();
  const cookie = [SESSION, headers.Cookie].filter(Boolean).join('; ');
  const response = await callWorker(path, { headers: { ...headers, Cookie: cookie } }, { ASSETS: binding });
  await response.text();
  return { asked, response };
}

describe("a signed-in dashboard page's shell", () => {
  it.each([
    ['no language preference', {}, '/dashboard-shell/list'],
    ['Accept-Language: es', { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' }, '/dashboard-shell/es/list'],
    [
      'Accept-Language preferring Arabic by q-value',
      { 'Accept-Language': 'en;q=0.5, ar;q=0.9' },
      '/dashboard-shell/ar/list',
    ],
    ['Accept-Language of no supported language', { 'Accept-Language': 'fr-FR, ja' }, '/dashboard-shell/list'],
    ['the cookie choosing German', { Cookie: `${LOCALE_COOKIE}=de` }, '/dashboard-shell/de/list'],
    [
      'the cookie choosing English over Accept-Language: ar',
      { Cookie: `${LOCALE_COOKIE}=en`, 'Accept-Language': 'ar' },
      '/dashboard-shell/list',
    ],
    [
      'a cookie of no locale, then Accept-Language: pt-BR',
      { Cookie: `${LOCALE_COOKIE}=xx`, 'Accept-Language': 'pt-BR' },
      '/dashboard-shell/pt-br/list',
    ],
  ])('with %s is %s', async (_, headers, shell) => {
    const { asked } = await openPage('/dashboard', headers);
    expect(asked).toEqual([shell]);
  });

  it('keeps the kind of page in every locale', async () => {
    const { asked } = await openPage(`/dashboard/${SERVER}`, { 'Accept-Language': 'ar' });
    expect(asked).toEqual(['/dashboard-shell/ar/server']);
  });

  it('varies on the cookie and Accept-Language and is kept by no cache', async () => {
    const { response } = await openPage('/dashboard', { 'Accept-Language': 'es' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toContain('Cookie, Accept-Language');
  });
});
