// Picks the supported locale an Accept-Language header prefers most, by q-value (RFC 9110 section 12.5.4).
import { LOCALES, type Locale } from '../constants/locales';

/** The supported locale that serves a language tag: an exact match, else the same primary language (`pt-PT` → `pt-BR`). */
function localeForTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The supported locale `header` ranks highest, or null when it names none (or is missing or
 * malformed). Entries with `q=0` are refused, `*` matches nothing in particular, equal q-values keep
 * the header's order, and a malformed q-value counts as 0.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return null;
}
