// The heading block that opens every inner page of the public site: eyebrow, title, lead and extras.
import type { ReactNode } from 'react';
import './site-ui.css';

/** A centred page header; `children` go under the lead (stats, search, buttons). */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header site-container">
      {eyebrow && <p className="site-pill">{eyebrow}</p>}
      <h1 className="page-header__title">{title}</h1>
      <p className="page-header__lead">{lead}</p>
      {children}
    </header>
  );
}
