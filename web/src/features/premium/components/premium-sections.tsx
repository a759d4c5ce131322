// The premium page below the plans: 'Why Choose Premium' and the FAQ as disclosure widgets.
import { IconCardList } from '#web/components/site/icon-card-list';
import { SiteSection } from '#web/components/site/site-section';
import { PREMIUM_TEXTS } from '../texts';

/** The three reasons to upgrade. */
export function WhyPremium() {
  return (
    <SiteSection id="premium-why" title={PREMIUM_TEXTS.whyTitle} lead={PREMIUM_TEXTS.whyLead}>
      <IconCardList cards={PREMIUM_TEXTS.why} />
    </SiteSection>
  );
}

/** The FAQ of spec section 9; each answer opens with the browser's own disclosure widget. */
export function PremiumFaq() {
  return (
    <SiteSection id="premium-faq" title={PREMIUM_TEXTS.faqTitle} className="premium-faq">
      {PREMIUM_TEXTS.faq.map((item) => (
        <details key={item.question} className="card premium-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </SiteSection>
  );
}
