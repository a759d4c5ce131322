// A grid of cards, each an icon, a title and a sentence: the feature and reason lists of the marketing pages.
import { type IconName, SiteIcon } from './site-icon';
import './site-ui.css';

/** One card of the list. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/** The cards as a list; titles are level-3 headings under the section's own heading. */
export function IconCardList({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className="site-card-grid icon-cards">
      {cards.map((card) => (
        <li key={card.title} className="site-card icon-cards__card">
          <span className="site-icon-badge">
            <SiteIcon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
