import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS } from '#shared/site-routes';
import { callWorker } from './support/call-worker';

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of private paths and points at the sitemap', async () => {
    const response = await callWorker('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /auth-landing',
        'Disallow: /logout',
        'Disallow: /user-verify',
        'Disallow: /transcribe/',
        '',
        'Sitemap: https://warden.bot/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page on the configured origin', async () => {
    const response = await callWorker('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      LOCALES.flatMap((locale) =>
        Object.values(PUBLIC_PATHS).map((path) => `https://warden.bot${localizedPath(locale, path)}`),
      ),
    );
    expect(locations).toContain('https://warden.bot/pt-br/commands');
    expect(locations).toContain('https://warden.bot/ar/');
    expect(xml).toContain(
      '<loc>https://warden.bot/</loc>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>',
    );
  });

  it('gives every page its alternates in every language, English as x-default', async () => {
    const xml = await (await callWorker('/sitemap.xml')).text();
    const entry = xml
      .split('<url>')
      .find((part) => part.includes('<loc>https://warden.bot/de/features</loc>'));
    expect(entry).toContain(
      [
        '    <xhtml:link rel="alternate" hreflang="en" href="https://warden.bot/features"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://warden.bot/es/features"/>',
        '    <xhtml:link rel="alternate" hreflang="pt-BR" href="https://warden.bot/pt-br/features"/>',
        '    <xhtml:link rel="alternate" hreflang="de" href="https://warden.bot/de/features"/>',
        '    <xhtml:link rel="alternate" hreflang="ar" href="https://warden.bot/ar/features"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://warden.bot/features"/>',
      ].join('\n'),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('answers HEAD without a body', async () => {
    const response = await callWorker('/sitemap.xml', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
