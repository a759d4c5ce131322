// The three legal pages (spec section 2): their outline (outline.json) read as texts of the `site` catalogue.
import { localized, type MessageKey, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { MONEY_BACK_DAYS } from '#web/lib/site/site';
import outline from './outline.json';

/** One section of a legal page. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/** A whole legal page. */
export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The legal pages, named as their catalogue keys begin (`terms.title`). */
export type LegalPage = keyof typeof outline;

/** When the legal texts last changed (UTC), shown under each title as a date in the page's locale. */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2026, 10, 1));

/** Per page, its sections: how many paragraphs and bullet points each has. */
const OUTLINE: Readonly<Record<LegalPage, readonly { paragraphs: number; points?: number }[]>> = outline;

/** The values a legal text may name: `{product}` and `{days}` (the money-back period). */
const VALUES = { product: PRODUCT_NAME, days: MONEY_BACK_DAYS };

/** `key(n)` for n from 1 to `count`. */
const numbered = (count: number, key: (n: number) => MessageKey) =>
  Array.from({ length: count }, (_, index) => key(index + 1));

/**
 * The catalogue keys of `page`, in the shape of a LegalDocument: `<page>.title`, `<page>.intro`,
 * then per section of its outline `<page>.sections.<n>.heading`, `.paragraphs.<1..>` and
 * `.points.<1..>` (a section without points has none). tests/web/site/legal-pages.test.tsx checks
 * that the outline names every legal key of the catalogue and no other.
 */
export function legalKeys(page: LegalPage): LegalDocument {
  const key = (path: string) => `${page}.${path}` as MessageKey;
  return {
    title: key('title'),
    intro: key('intro'),
    sections: OUTLINE[page].map((section, index) => {
      const at = `sections.${index + 1}`;
      return {
        heading: key(`${at}.heading`),
        paragraphs: numbered(section.paragraphs, (n) => key(`${at}.paragraphs.${n}`)),
        ...(section.points && { points: numbered(section.points, (n) => key(`${at}.points.${n}`)) }),
      };
    }),
  };
}

/** `page` in the active locale, each key of `legalKeys(page)` read from the catalogue. */
function legalDocument(page: LegalPage): LegalDocument {
  const text = (key: string) => t(key as MessageKey, VALUES);
  const keys = legalKeys(page);
  return {
    title: text(keys.title),
    intro: text(keys.intro),
    sections: keys.sections.map((section) => ({
      heading: text(section.heading),
      paragraphs: section.paragraphs.map(text),
      ...(section.points && { points: section.points.map(text) }),
    })),
  };
}

/** The Terms & Conditions: acceptance, licence, no interference, liability, changes. */
export const TERMS = localized(() => legalDocument('terms'));

/** The Privacy Policy: no messages stored, purpose-bound logs, no selling, minimal data, deletion, security. */
export const PRIVACY = localized(() => legalDocument('privacy'));

/** The Community Guidelines: respect, no spam, on topic, no self-promotion, legal, privacy, moderators. */
export const GUIDELINES = localized(() => legalDocument('guidelines'));
