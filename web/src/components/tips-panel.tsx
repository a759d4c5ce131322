// A titled list of tips beside a dashboard editor (autoresponders, welcome messages).
import { useId } from 'react';

/**
 * The tips in a card of the calling feature's style: `classPrefix` picks its `-card`,
 * `-card__title` and `-tips` classes (e.g. 'ar' gives ar-card, ar-card__title, ar-tips).
 */
export function TipsPanel({
  heading,
  tips,
  classPrefix,
}: {
  heading: string;
  tips: readonly string[];
  classPrefix: string;
}) {
  const headingId = useId();
  return (
    <section className={`${classPrefix}-card`} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${classPrefix}-card__title`}>
        {heading}
      </h2>
      <ul className={`${classPrefix}-tips`}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
