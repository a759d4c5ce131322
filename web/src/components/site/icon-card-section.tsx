// A section of cards, each an icon, a title and a sentence: the feature and reason lists of the marketing pages.
import { type IconName, SiteIcon } from './site-icon';
import { SiteSection } from './site-section';
import './site-ui.css';

/** One card of the list. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/** The texts of a card section: its heading, the lead under it and the cards. */
export interface IconCardSectionTexts {
  title: string;
  lead: string;
  cards: readonly IconCard[];
}

/**
 * The section (its heading has the id `id`) with the cards as a list; card titles are level-3
 * headings under the section's heading.
 */
export function IconCardSection({ id, texts }: { id: string; texts: IconCardSectionTexts }) {
  return (
    <SiteSection id={id} title={texts.title} lead={texts.lead}>
      <ul className="site-card-grid icon-cards">
        {texts.cards.map((card) => (
          <li key={card.title} className="site-card icon-cards__card">
            <span className="site-icon-badge">
              <SiteIcon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
