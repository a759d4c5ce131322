// The premium page below the plans: 'Why Choose Premium' and the FAQ as disclosure widgets.
import { SiteIcon } from '../../../components/site/site-icon';
import { PREMIUM_TEXTS } from '../texts';

/** The three reasons to upgrade. */
export function WhyPremium() {
  return (
    <section className="site-section site-container" aria-labelledby="premium-why">
      <h2 id="premium-why" className="site-section__title">
        {PREMIUM_TEXTS.whyTitle}
      </h2>
      <p className="site-section__lead">{PREMIUM_TEXTS.whyLead}</p>
      <ul className="premium-why">
        {PREMIUM_TEXTS.why.map((reason) => (
          <li key={reason.title} className="site-card">
            <span className="premium-why__icon">
              <SiteIcon name={reason.icon} size={28} />
            </span>
            <h3>{reason.title}</h3>
            <p>{reason.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The FAQ of spec section 9; each answer opens with the browser's own disclosure widget. */
export function PremiumFaq() {
  return (
    <section className="site-section site-container premium-faq" aria-labelledby="premium-faq">
      <h2 id="premium-faq" className="site-section__title">
        {PREMIUM_TEXTS.faqTitle}
      </h2>
      {PREMIUM_TEXTS.faq.map((item) => (
        <details key={item.question} className="premium-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
