import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from '#web/lib/seo/apply-head';
import { absoluteUrl, headTags } from '#web/lib/seo/head-tags';
import type { PageMeta } from '#web/lib/seo/page-meta';
import { pageMetaOf } from '#web/lib/seo/page-meta';
import { renderHead } from '#web/lib/seo/render-head';

const meta: PageMeta = {
  title: 'Command Center | Warden',
  description: 'Every command.',
  keywords: ['a', 'b'],
};
const attrsOf = (tags: ReturnType<typeof headTags>) =>
  Object.fromEntries(
    tags.map((tag) => {
      const { 'data-page-head': _, ...attrs } = tag.attrs;
      const key = attrs.name ?? attrs.property ?? attrs.rel ?? attrs.type ?? '';
      return [key, attrs.content ?? attrs.href ?? tag.text];
    }),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('headTags', () => {
  it('gives each page its description, keywords, canonical URL, Open Graph and Twitter tags', () => {
    expect(attrsOf(headTags(meta, 'https://example.test/', '/commands'))).toEqual({
      description: 'Every command.',
      keywords: 'a, b',
      robots: 'index, follow',
      canonical: 'https://example.test/commands',
      // the language alternates (tested below) share one key here: the last is x-default
      alternate: 'https://example.test/commands',
      'og:type': 'website',
      'og:site_name': 'Warden',
      'og:title': 'Command Center | Warden',
      'og:description': 'Every command.',
      'og:url': 'https://example.test/commands',
      'og:image': 'https://example.test/social-card.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Warden logo and tagline',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Command Center | Warden',
      'twitter:description': 'Every command.',
      'twitter:image': 'https://example.test/social-card.png',
    });
  });

  it('links every language of a public page, canonical to its own locale, English as x-default', () => {
    const tags = headTags(meta, 'https://example.test', '/de/commands');
    const links = tags
      .filter((tag) => tag.tag === 'link')
      .map(({ attrs }) => [attrs.rel, attrs.hreflang, attrs.href]);
    expect(links).toEqual([
      ['canonical', undefined, 'https://example.test/de/commands'],
      ['alternate', 'en', 'https://example.test/commands'],
      ['alternate', 'es', 'https://example.test/es/commands'],
      ['alternate', 'pt-BR', 'https://example.test/pt-br/commands'],
      ['alternate', 'de', 'https://example.test/de/commands'],
      ['alternate', 'ar', 'https://example.test/ar/commands'],
      ['alternate', 'x-default', 'https://example.test/commands'],
    ]);
    const home = headTags(meta, 'https://example.test', '/ar/').filter((tag) => tag.attrs.hreflang === 'ar');
    expect(home[0]?.attrs.href).toBe('https://example.test/ar/');
  });

  it('gives pages without per-language URLs (the dashboard) no alternates', () => {
    expect(
      headTags(meta, 'https://example.test', '/dashboard').some((tag) => tag.attrs.rel === 'alternate'),
    ).toBe(false);
  });

  it('marks noindex pages and adds JSON-LD built from the site origin', () => {
    const tags = headTags(
      { ...meta, noindex: true, structuredData: (site) => ({ '@type': 'Thing', url: `${site}/` }) },
      'https://example.test',
      '/',
    );
    const attrs = attrsOf(tags);
    expect(attrs.robots).toBe('noindex, nofollow');
    expect(JSON.parse(attrs['application/ld+json'] as string)).toEqual({
      '@type': 'Thing',
      url: 'https://example.test/',
    });
    expect(tags.every((tag) => 'data-page-head' in tag.attrs)).toBe(true);
  });
});

describe('absoluteUrl', () => {
  it('drops query and hash, and falls back to the default origin for a bad site URL', () => {
    expect(absoluteUrl('https://example.test/', '/x?token=secret#y')).toBe('https://example.test/x');
    expect(absoluteUrl('javascript:alert(1)', '/x')).toBe('https://warden.bot/x');
    expect(absoluteUrl('', '/')).toBe('https://warden.bot/');
  });
});

describe('renderHead', () => {
  it('escapes attribute values, the title and JSON that tries to close its script', () => {
    const html = renderHead('A "quoted" <title>', [
      { tag: 'meta', attrs: { name: 'description', content: '"><script>x</script>' } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify({ a: '</script><b>&' }) },
    ]);
    expect(html).toBe(
      '<title>A &quot;quoted&quot; &lt;title&gt;</title>\n' +
        '    <meta name="description" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">\n' +
        '    <script type="application/ld+json">{"a":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}</script>',
    );
    const json = html.split('application/ld+json">')[1]?.replace('</script>', '') ?? '';
    expect(JSON.parse(json)).toEqual({ a: '</script><b>&' });
  });
});

describe('applyHead', () => {
  it('sets the title and replaces only the managed tags', () => {
    document.head.innerHTML = '<meta charset="utf-8"><meta name="robots" content="noindex" data-page-head>';
    applyHead('One', headTags(meta, 'https://example.test', '/one'));
    expect(document.title).toBe('One');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.test/one',
    );
    applyHead('Two', headTags({ ...meta, description: 'Other.' }, 'https://example.test', '/two'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Other.');
  });

  it('keeps the very same elements when the head already matches (pre-rendered pages)', () => {
    applyHead('One', headTags(meta, 'https://example.test', '/one'));
    const before = Array.from(document.head.children);
    applyHead('One', headTags(meta, 'https://example.test', '/one'));
    expect(Array.from(document.head.children)).toEqual(before);
    expect(before.every((element, index) => element === document.head.children[index])).toBe(true);
  });
});

describe('pageMetaOf', () => {
  it('takes the deepest route meta, from router or static-handler matches, else the fallback', () => {
    const other = { ...meta, title: 'Other' };
    expect(
      pageMetaOf([{ handle: { meta: other } }, { handle: { meta } }, { handle: undefined }], other),
    ).toBe(meta);
    expect(pageMetaOf([{ route: { handle: { meta } } }], other)).toBe(meta);
    expect(pageMetaOf([{ route: {} }], other)).toBe(other);
  });
});
