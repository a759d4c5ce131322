// Quick tips on how triggers match (case-insensitive, partial words).
import { AUTORESPONDER_TEXTS as T } from '../texts';

/** The tips panel. */
export function AutoresponderTips() {
  return (
    <section className="ar-card" aria-labelledby="ar-tips-heading">
      <h2 id="ar-tips-heading" className="ar-card__title">
        {T.tipsHeading}
      </h2>
      <ul className="ar-tips">
        {T.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
