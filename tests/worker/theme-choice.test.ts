// Worker test: the public site's theme form (POST /theme) sets or forgets the theme cookie and sends the visitor back to a path of this site only.
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '#shared/constants/security';
import { THEME_COOKIE_MAX_AGE } from '#shared/logic/theme';
import { callWorker, readError } from './support/call-worker';

/** Posts the form as a browser on the site's own page does. */
function postTheme(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return callWorker('/theme', {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(new TextEncoder().encode(body).length),
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
  });
}

describe('the theme form', () => {
  it.each(['light', 'dark'])('remembers %s for a year and returns to the page', async (theme) => {
    const reply = await postTheme(`theme=${theme}&back=%2Fes%2Fcommands`);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('Location')).toBe('/es/commands');
    expect(reply.headers.get('Set-Cookie')).toBe(
      `warden_theme=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    );
    expect(reply.headers.get('Cache-Control')).toBe('private, no-store');
    expect(reply.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('forgets the choice for system', async () => {
    const reply = await postTheme('theme=system&back=%2Fde%2Ffeatures%3Fq%3Dban');
    expect(reply.status).toBe(303);
    expect(reply.headers.get('Location')).toBe('/de/features?q=ban');
    expect(reply.headers.get('Set-Cookie')).toBe('warden_theme=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash URL', '/\\evil.example/'],
    ['a relative path', 'commands'],
    ['nothing', ''],
  ])('returns to the home page instead of %s', async (_, back) => {
    const reply = await postTheme(`theme=dark&back=${encodeURIComponent(back)}`);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('Location')).toBe('/');
  });

  it('refuses an unknown choice with 400 and sets nothing', async () => {
    const reply = await postTheme('theme=blue&back=%2F');
    expect(reply.status).toBe(400);
    expect(reply.headers.get('Set-Cookie')).toBeNull();
    expect((await readError(reply)).error).toEqual({
      code: 'invalid_theme',
      message: 'The theme must be system, light or dark.',
    });
  });

  it('refuses a post from another site with 403', async () => {
    const reply = await postTheme('theme=dark&back=%2F', { 'Sec-Fetch-Site': 'cross-site' });
    expect(reply.status).toBe(403);
    expect(reply.headers.get('Set-Cookie')).toBeNull();
    expect((await readError(reply)).error.code).toBe('cross_site');
  });

  it('refuses a body that is not a form with 415', async () => {
    const reply = await postTheme('{"theme":"dark"}', { 'Content-Type': 'application/json' });
    expect(reply.status).toBe(415);
  });

  it('refuses an oversized body with 413', async () => {
    const reply = await postTheme(`theme=dark&back=/${'a'.repeat(5000)}`);
    expect(reply.status).toBe(413);
  });
});
