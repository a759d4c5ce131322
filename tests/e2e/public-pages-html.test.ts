// The pre-rendered public pages in every locale, read as crawlers read them: Lighthouse's SEO rules (lang, title, description, canonical, hreflang, link text) and no English left on translated pages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#shared/constants/locales';
import { directionOf, localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS } from '#shared/site-routes';

/** The built HTML of `path` (`/es/` is dist/client/es/index.html), without the held scripts. */
function builtPage(path: string): string {
  const file = path.endsWith('/') ? `${path}index.html` : `${path}.html`;
  return readFileSync(`dist/client${file}`, 'utf8').replace(/<template[\s\S]*?<\/template>/g, '');
}

/** The origin `npm run build` bakes into canonical URLs (SITE_URL unset). */
const ORIGIN = 'https://warden.bot';

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text a reader sees: each text node, alt, title, aria-label and placeholder, trimmed. */
function visibleTexts(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const nodes = [...body.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? '');
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...nodes, ...attributes].map((text) => decode(text).trim()).filter(Boolean);
}

/** The `content` of the meta tag whose name or property is `name`. */
function metaContent(html: string, name: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

/**
 * Lighthouse's own list of link texts that describe nothing ("learn more", "más información"...),
 * read from the installed audit, per language.
 * @throws Error when the audit's lists cannot be found (the check would pass on anything).
 */
function genericLinkTexts(): Map<string, Set<string>> {
  const source = readFileSync('node_modules/lighthouse/core/audits/seo/link-text.js', 'utf8');
  const lists = new Map(
    [...source.matchAll(/'([a-z]+)': new Set\(\[([\s\S]*?)\]\)/g)].map((match) => [
      match[1] ?? '',
      new Set([...(match[2] ?? '').matchAll(/'([^']+)'/g)].map((text) => text[1] ?? '')),
    ]),
  );
  if (!lists.get('en')?.has('learn more')) throw new Error("Lighthouse's link-text lists were not found.");
  return lists;
}

/** Texts that read the same in every language: names, symbols and loanwords the translations keep. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  ...Object.values(LOCALE_NAMES),
  'Warden',
  'Premium',
  'Antinuke',
  'BOT',
  'Legal',
  'Menu',
  'Community',
  'Dashboard',
  'Support',
  'Team',
  'Online',
  'Offline',
  'Name',
  'Moderation',
  'Giveaways',
  'Autoresponder',
  'Bronze',
  'Silver',
  'Gold',
  'Arjun Mehta',
  'Sara Iyer',
  'Kabir Rao',
  'support@warden.bot',
  'you@example.com',
]);

/** True for a text a translation keeps as it is: a name above, a command's syntax, or no word at all. */
const keptAsIs = (text: string) =>
  SAME_IN_EVERY_LANGUAGE.has(text) || text.startsWith('.') || !/[A-Za-z]{3}/.test(text);

const PAGES = Object.values(PUBLIC_PATHS);
const LINK_TEXTS = genericLinkTexts();

describe.each(LOCALES)('the pre-rendered public pages in %s', (locale: Locale) => {
  it.each(PAGES)('%s has the lang, title, description, canonical and alternates crawlers need', (page) => {
    const html = builtPage(localizedPath(locale, page));
    expect(html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
    expect(html.match(/<title>([^<]+)<\/title>/)?.[1]?.trim()).toBeTruthy();
    expect(metaContent(html, 'description')?.trim()).toBeTruthy();
    const origin = ORIGIN;
    expect(html).toContain(`<link rel="canonical" href="${origin}${localizedPath(locale, page)}"`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(alternates).toEqual([
      ...LOCALES.map((each) => [each, `${origin}${localizedPath(each, page)}`]),
      ['x-default', `${origin}${page}`],
    ]);
  });

  it.each(PAGES)('%s names where each link goes (no "learn more" alone)', (page) => {
    const html = builtPage(localizedPath(locale, page));
    const generic = LINK_TEXTS.get(locale.split('-')[0] ?? '') ?? new Set<string>();
    const links = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
      decode((match[1] ?? '').replace(/<[^>]+>/g, ''))
        .trim()
        .toLowerCase(),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((text) => generic.has(text) || LINK_TEXTS.get('en')?.has(text))).toEqual([]);
  });

  it.runIf(locale !== DEFAULT_LOCALE).each(PAGES)('%s shows no English text left untranslated', (page) => {
    const source = builtPage(page);
    const english = new Set([...visibleTexts(source), metaContent(source, 'og:image:alt')]);
    const html = builtPage(localizedPath(locale, page));
    const texts = [...visibleTexts(html), metaContent(html, 'og:image:alt') ?? ''];
    expect(texts.filter((text) => english.has(text) && !keptAsIs(text))).toEqual([]);
  });
});
