// The layout the three legal pages share: a nav marking the active page beside the document.

import { Link, NavLink } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { usePublicConfig } from '#web/lib/public-config';
import {
  GUIDELINES,
  LEGAL_LAST_UPDATED,
  type LegalDocument,
  PRIVACY,
  TERMS,
} from '../content/legal-document';
import { LEGAL_TEXTS } from '../texts';
import '../legal.css';
import { formatDate } from '#web/lib/i18n/i18n';
import { localPath } from '#web/lib/i18n/local-path';

const LEGAL_PAGES = [
  { to: paths.terms, document: TERMS },
  { to: paths.privacy, document: PRIVACY },
  { to: paths.guidelines, document: GUIDELINES },
];

/** One legal page: the nav (current page marked with aria-current) and `document` with numbered sections. */
export function LegalLayout({ document }: { document: LegalDocument }) {
  const { supportEmail } = usePublicConfig();
  return (
    <main className="legal site-container">
      <nav className="legal__nav" aria-label={LEGAL_TEXTS.navLabel}>
        <ul className="card">
          {LEGAL_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={localPath(page.to)} end>
                {page.document.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal__document">
        <header>
          <h1>{document.title}</h1>
          <p className="legal__updated faint">
            {LEGAL_TEXTS.lastUpdated(
              formatDate(LEGAL_LAST_UPDATED, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
            )}
          </p>
          <p className="legal__intro muted">{document.intro}</p>
        </header>
        <ol className="legal__sections">
          {document.sections.map((section) => (
            <li key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        <footer className="card legal__questions">
          <h2>{LEGAL_TEXTS.questionsTitle}</h2>
          <p>
            {LEGAL_TEXTS.questions} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
            {LEGAL_TEXTS.orVisit} <Link to={localPath(paths.contact)}>{LEGAL_TEXTS.contactPage}</Link>.
          </p>
        </footer>
      </article>
    </main>
  );
}
