// /transcribe/ serves the viewer pre-rendered in the visitor's language, loading for a ?content= link, else empty; the SPA shell when missing.
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '#shared/constants/locales';
import { REVALIDATE_CACHE } from '#shared/constants/security';
import { SPA_SHELL_PATH } from '#worker/routes/site';
import { callWorker } from './support/call-worker';

/** Static assets answering each path with a page naming it, with its length and an ETag (404 for `missing`); records each path asked for. */
function assets(missing: readonly string[] = []) {
  const asked: string[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      if (missing.includes(path)) return new Response('Not Found', { status: 404 });
      const page = `<!doctype html><html><head><title>${path}</title></head><body></body></html>`;
      return new Response(page, {
        headers: { 'Content-Type': 'text/html', 'Content-Length': String(page.length), ETag: `"${path}"` },
      });
    },
  } as unknown as Fetcher;
  return { asked, binding };
}

/** GET (or `method`) `path` with `headers`: the reply, its body and the asset paths asked for. */
async function openViewer(
  path: string,
  headers: Record<string, string> = {},
  { missing = [], method = 'GET' }: { missing?: string[]; method?: string } = {},
) {
  const { asked, binding } = assets(missing);
  const response = await callWorker(path, { method, headers }, { ASSETS: binding });
  return { asked, response, body: await response.text() };
}

const LINK = `?content=${encodeURIComponent('https://cdn.discordapp.com/attachments/1/2/transcript.txt')}`;

describe('the transcript viewer', () => {
  it.each([
    ['/transcribe/', {}, '/transcribe-shell/empty'],
    ['/transcribe', {}, '/transcribe-shell/empty'],
    [`/transcribe/${LINK}`, {}, '/transcribe-shell/loading'],
    ['/transcribe/?content=%20', {}, '/transcribe-shell/empty'],
    [`/transcribe/${LINK}`, { 'Accept-Language': 'es-ES,es;q=0.9' }, '/transcribe-shell/es/loading'],
    ['/transcribe/', { 'Accept-Language': 'ar' }, '/transcribe-shell/ar/empty'],
    [
      '/transcribe/',
      { Cookie: `${LOCALE_COOKIE}=pt-BR`, 'Accept-Language': 'de' },
      '/transcribe-shell/pt-br/empty',
    ],
    [`/transcribe/${LINK}`, { Cookie: `${LOCALE_COOKIE}=de` }, '/transcribe-shell/de/loading'],
    ['/transcribe/', { 'Accept-Language': 'fr-FR, ja' }, '/transcribe-shell/empty'],
  ])('at %s with %o serves %s', async (path, headers, file) => {
    const { asked, response, body } = await openViewer(path, headers);
    expect(response.status).toBe(200);
    expect(asked).toEqual([file]);
    expect(body).toContain(`<title>${file}</title>`);
  });

  it('varies on the cookie and Accept-Language, revalidates and carries the page headers', async () => {
    const { response } = await openViewer(`/transcribe/${LINK}`, { 'Accept-Language': 'de' });
    expect(response.headers.get('Vary')).toContain('Cookie, Accept-Language');
    expect(response.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('answers HEAD with the headers and no body', async () => {
    const { response, body } = await openViewer('/transcribe/', {}, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(body).toBe('');
    expect(response.headers.get('Vary')).toContain('Accept-Language');
  });

  it('falls back to the SPA shell when the pre-rendered file is missing', async () => {
    const { asked, response, body } = await openViewer(
      '/transcribe/',
      { 'Accept-Language': 'es' },
      { missing: ['/transcribe-shell/es/empty'] },
    );
    expect(response.status).toBe(200);
    expect(asked).toEqual(['/transcribe-shell/es/empty', SPA_SHELL_PATH]);
    expect(body).toContain(`<title>${SPA_SHELL_PATH}</title>`);
  });

  it('leaves other pages on the SPA shell', async () => {
    const { asked } = await openViewer('/transcribe/extra', { 'Accept-Language': 'es' });
    expect(asked).toEqual([SPA_SHELL_PATH]);
  });
});

describe('the preload of the address link', () => {
  /** The tag that preloads `link` through the worker's transcript read, last in the head. */
  const preloadOf = (link: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/api/transcript?url=${encodeURIComponent(link)}"></head>`;

  it("asks the browser to request the link with the HTML, after the page's own files", async () => {
    const { response, body } = await openViewer(`/transcribe/${LINK}`);
    expect(body).toContain(preloadOf('https://cdn.discordapp.com/attachments/1/2/transcript.txt'));
    expect(body.match(/rel="preload"/g)).toHaveLength(1);
    expect(response.headers.get('Link')).toBeNull();
    // the file's length and validator do not describe the page with the preload in it
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('reads the link as the page does: trimmed', async () => {
    const { body } = await openViewer('/transcribe?content=%20https%3A%2F%2Fexample.com%2Fa.txt%20');
    expect(body).toContain(preloadOf('https://example.com/a.txt'));
  });

  it('keeps a hostile link inside its encoded URL', async () => {
    const hostile = 'https://a.example/x"><script src="https://evil.example/s.js"></script><link href="';
    const { body } = await openViewer(`/transcribe/?content=${encodeURIComponent(hostile)}`);
    expect(body).toContain(preloadOf(hostile));
    expect(body).not.toContain('<script');
    expect(body.match(/<link /g)).toHaveLength(1);
  });

  it.each([
    ['no link', '/transcribe/', 'GET'],
    ['a blank link', '/transcribe/?content=%20', 'GET'],
    ['another page', `/transcribe/extra${LINK}`, 'GET'],
    ['a HEAD request', `/transcribe/${LINK}`, 'HEAD'],
  ])('is not sent for %s', async (_, path, method) => {
    const { response, body } = await openViewer(path, {}, { method });
    expect(body).not.toContain('/api/transcript');
    expect(response.headers.get('Link')).toBeNull();
  });
});
