import { describe, expect, it } from 'vitest';
import { callWorker } from './support/call-worker';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** GET / as a browser with the given headers. */
function home(headers: Record<string, string>, path = '/') {
  return callWorker(path, { headers: { 'User-Agent': BROWSER, ...headers }, redirect: 'manual' });
}

describe('GET / and the visitor’s language', () => {
  it('sends a first-time visitor who prefers Spanish to /es/, kept by no cache', async () => {
    const response = await home({ 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/es/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie, User-Agent');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it.each([
    ['pt-BR', '/pt-br/'],
    ['pt-PT,pt;q=0.9', '/pt-br/'],
    ['de-AT', '/de/'],
    ['ar-EG,ar;q=0.9', '/ar/'],
  ])('sends Accept-Language %s to %s', async (header, location) => {
    const response = await home({ 'Accept-Language': header });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('follows q-values, not the order of the header', async () => {
    const response = await home({ 'Accept-Language': 'en;q=0.5, de;q=0.9, es;q=0.7' });
    expect(response.headers.get('Location')).toBe('/de/');
  });

  it('skips unsupported languages and refused ones (q=0) for the next supported one', async () => {
    const response = await home({ 'Accept-Language': 'fr-FR, ja;q=0.9, es;q=0, ar;q=0.4' });
    expect(response.headers.get('Location')).toBe('/ar/');
  });

  it.each([
    ['English first', 'en-US,en;q=0.9,es;q=0.8'],
    ['only unsupported languages', 'fr-FR,fr;q=0.9,ja;q=0.8'],
    ['a wildcard', '*'],
    ['a malformed header', ';;,q=,es;q=abc'],
  ])('serves the English home for %s', async (_, header) => {
    const response = await home({ 'Accept-Language': header });
    expect(response.status).not.toBe(302);
    expect(response.headers.get('Vary')).toContain('Accept-Language, Cookie, User-Agent');
  });

  it('never redirects a visitor who chose a language with the switcher, English included', async () => {
    const response = await home({ 'Accept-Language': 'es', Cookie: 'warden_locale=en' });
    expect(response.status).not.toBe(302);
    expect(response.headers.get('Vary')).toContain('Accept-Language');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse',
  ])('never redirects a crawler (%s)', async (agent) => {
    const response = await home({ 'Accept-Language': 'es', 'User-Agent': agent });
    expect(response.status).not.toBe(302);
  });

  it('keeps a returning login on / for the login step, not the language redirect', async () => {
    const response = await home({ 'Accept-Language': 'es' }, '/?token=abc');
    expect(response.headers.get('Location')).toBe('/');
  });

  it('leaves every other page alone', async () => {
    const response = await home({ 'Accept-Language': 'es' }, '/commands');
    expect(response.headers.get('Location')).toBeNull();
  });
});
