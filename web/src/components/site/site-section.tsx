// A titled section of a marketing page: centred heading, optional lead, then the content.
import type { ReactNode } from 'react';
import './site-ui.css';

/** The section, labelled by its heading (`id` is the heading's id). */
export function SiteSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `site-section site-container ${className}` : 'site-section site-container'}
      aria-labelledby={id}
    >
      <h2 id={id} className="site-section__title">
        {title}
      </h2>
      {lead && <p className="site-section__lead">{lead}</p>}
      {children}
    </section>
  );
}
