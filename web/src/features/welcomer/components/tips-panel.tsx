// Tips for a good welcome message.
import { WELCOME_TEXTS as T } from '../texts';

/** Renders the tips list. */
export function TipsPanel() {
  return (
    <section className="wc-card" aria-labelledby="wc-tips-heading">
      <h2 id="wc-tips-heading" className="wc-card__title">
        {T.tipsHeading}
      </h2>
      <ul className="wc-tips">
        {T.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
