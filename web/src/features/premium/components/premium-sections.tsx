// The premium page's FAQ, its answers in disclosure widgets.
import { SiteSection } from '#web/components/site/site-section';
import { PREMIUM_TEXTS } from '../texts';

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
