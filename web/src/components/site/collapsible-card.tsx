// A card whose heading button opens and closes its body (disclosure pattern), used by the catalogue pages.
import type { ReactNode } from 'react';
import type { CatalogIcon } from '#shared/schemas/catalog';
import { SiteIcon } from './site-icon';
import './collapsible-card.css';
import './site-ui.css';

/** What the card shows of a catalogue category: its id, icon, title and description. */
export interface CardCategory {
  id: string;
  icon: CatalogIcon;
  title: string;
  description: string;
}

/**
 * The card of `category` (its body's id is `<idPrefix>-<category id>-body`): the category's title
 * and `badge` label the toggle button, `aside` sits beside it (not part of the button's name), the
 * description under it; `children` form the body, hidden while closed.
 */
export function CollapsibleCard({
  idPrefix,
  category,
  badge,
  aside,
  open,
  onToggle,
  children,
}: {
  idPrefix: string;
  category: CardCategory;
  badge: string;
  aside?: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { icon, title, description } = category;
  const bodyId = `${idPrefix}-${category.id}-body`;
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
