import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { directionOf, localeOfPath, localizedPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS } from '#shared/site-routes';
import { PRERENDERED_PATHS, renderDashboardShell, renderDocument } from '#web/entry-prerender';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Warden</title>
    <meta name="robots" content="noindex, nofollow" data-page-head />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HEADINGS: Record<string, string> = {
  '/': 'Warden',
  '/commands': 'Command Center',
  '/features': 'Features',
  '/premium': 'Premium',
  '/team': 'Our Core Team',
  '/developers': 'Meet the Developers',
  '/contact': 'Contact Us',
  '/terms': 'Terms &amp; Conditions',
  '/privacy': 'Privacy Policy',
  '/guidelines': 'Community Guidelines',
  '/settings': 'Coming Soon',
  '/premium/renew': 'Coming Soon',
};

/** Where each page's heading comes from in another locale's catalogues: `<namespace>:<key>`. */
const HEADING_KEYS: Record<string, string> = {
  '/commands': 'commands:commands.title',
  '/features': 'features:features.title',
  '/premium': 'site:premium.title',
  '/team': 'site:team.title',
  '/developers': 'site:team.developersTitle',
  '/contact': 'site:contact.title',
  '/terms': 'site:terms.title',
  '/privacy': 'site:privacy.title',
  '/guidelines': 'site:guidelines.title',
  '/settings': 'site:comingSoon.title',
  '/premium/renew': 'site:comingSoon.title',
};

/** The heading `path` shows: the English one, or the translation its locale's catalogue holds. */
function headingOf(path: string): string {
  const locale = localeOfPath(path);
  const page = unlocalizedPath(path);
  const key = HEADING_KEYS[page];
  if (locale === 'en' || !key) return HEADINGS[page] ?? '';
  const [namespace, id = ''] = key.split(':');
  const messages = JSON.parse(readFileSync(`web/src/locales/${locale}/${namespace}.json`, 'utf8'));
  return messages[id].replaceAll('&', '&amp;');
}

describe('the pre-renderer', () => {
  it('renders every public page plus the coming-soon pages, in every locale', () => {
    const pages = [...Object.values(PUBLIC_PATHS), '/settings', '/premium/renew'];
    expect(PRERENDERED_PATHS).toEqual(
      LOCALES.flatMap((locale) => pages.map((page) => localizedPath(locale, page))),
    );
    expect(PRERENDERED_PATHS.slice(0, pages.length)).toEqual(pages);
    expect(PRERENDERED_PATHS).toContain('/pt-br/premium/renew');
  });

  it.each(PRERENDERED_PATHS)(
    'writes %s with its heading, its own head and no inline style or script',
    async (path) => {
      const html = await renderDocument(SHELL, path, 'https://example.test');
      const locale = localeOfPath(path);
      expect(html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>(<span[^>]*>)?${headingOf(path)}(</span>)?</h1>`));
      expect(html).toContain(
        `<link rel="canonical" href="https://example.test${path === '/' ? '/' : path}" data-page-head>`,
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).not.toContain('<title>Warden</title>');
      expect(html.match(/name="robots"/g)).toHaveLength(1);
      expect(html).not.toMatch(/\sstyle="/);
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !tag.includes('application/ld+json'))).toEqual([
        '<script type="module" crossorigin src="/assets/index.js">',
      ]);
    },
  );

  it('puts the spec title and the JSON-LD on the home page', async () => {
    const html = await renderDocument(SHELL, '/', 'https://example.test');
    expect(html).toContain(
      '<title>Warden - The Ultimate Moderation &amp; Utility Bot | Join 100+ Servers</title>',
    );
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Warden',
      description: expect.stringContaining('Join 100+ servers'),
      url: 'https://example.test/',
      applicationCategory: 'CommunicationApplication',
      operatingSystem: 'Discord',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.9', ratingCount: '100' },
    });
  });

  it('keeps the coming-soon pages out of search results', async () => {
    expect(await renderDocument(SHELL, '/settings', 'https://example.test')).toContain(
      '<meta name="robots" content="noindex, nofollow" data-page-head>',
    );
  });

  it('refuses a shell it cannot fill', async () => {
    await expect(renderDocument('<html><body></body></html>', '/', 'https://example.test')).rejects.toThrow(
      'no empty <div id="root"></div>',
    );
  });

  it('refuses a path that is not a page', async () => {
    await expect(renderDocument(SHELL, '/no/such/page', 'https://example.test')).rejects.toThrow(
      '/no/such/page is not a page of the site.',
    );
  });
});

describe('renderDashboardShell', () => {
  /** The heading and intro of the first content the shell `name` in `locale` holds for the Worker. */
  async function firstContentOf(locale: (typeof LOCALES)[number], name: string) {
    const html = await renderDashboardShell(SHELL, locale, name);
    const template = html.slice(html.indexOf('<template data-edge-content'), html.indexOf('</template>'));
    const text = (pattern: RegExp) => pattern.exec(template)?.[1] ?? '';
    return {
      heading: text(/<h1[^>]*>([^<]*)<\/h1>/),
      intro: text(/class="(?:tool-page__intro|rc-intro)[^"]*">([^<]+)</),
    };
  }

  it.each([
    ['auto-responder', 'Autoresponders'],
    ['reaction-role', 'Reaction Roles'],
    ['role-config', 'Role Configuration'],
    ['logs', 'Dashboard activity'],
  ])('gives the %s shell its heading and intro, in each locale its own', async (name, english) => {
    const en = await firstContentOf('en', name);
    expect(en.heading).toBe(english);
    expect(en.intro).not.toBe('');
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const other = await firstContentOf(locale, name);
      expect(other.heading, locale).not.toBe('');
      expect(other.heading, locale).not.toBe(en.heading);
      expect(other.intro, locale).not.toBe(en.intro);
    }
  });
});
