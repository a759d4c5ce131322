// The shape of a legal page's text: an introduction and numbered sections of paragraphs and points.

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

/** When the legal texts last changed (UTC), shown under each title as a date in the page's locale. */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2026, 10, 1));
