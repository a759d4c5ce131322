// A card whose heading button opens and closes its body (disclosure pattern), used by the catalogue pages.
import type { ReactNode } from 'react';
import type { CatalogIcon } from '#shared/schemas/catalog';
import { SiteIcon } from './site-icon';
import './collapsible-card.css';
import './site-ui.css';

/**
 * The card: `title` and `badge` label the toggle button, `aside` sits beside it (not part of the
 * button's name), `description` under it; `children` form the body, hidden while closed.
 */
export function CollapsibleCard({
  id,
  icon,
  title,
  badge,
  aside,
  description,
  open,
  onToggle,
  children,
}: {
  id: string;
  icon: CatalogIcon;
  title: string;
  badge: string;
  aside?: ReactNode;
  description: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `${id}-body`;
  return (
    <section className={open ? 'card collapsible-card collapsible-card--open' : 'card collapsible-card'}>
      <div className="cluster collapsible-card__header">
        <h2 className="collapsible-card__heading">
          <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
            <span className="site-icon-badge site-icon-badge--small">
              <SiteIcon name={icon} size={22} />
            </span>
            <span>{title}</span>
            <span className="collapsible-card__badge">{badge}</span>
            <span className="collapsible-card__chevron" aria-hidden="true" />
          </button>
        </h2>
        {aside}
      </div>
      <p className="collapsible-card__description">{description}</p>
      <div id={bodyId} className="collapsible-card__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
