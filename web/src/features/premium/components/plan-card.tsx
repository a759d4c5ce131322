// One premium plan: name, monthly price, benefits and the button to buy it in the support server.

import { ExternalLink } from '#web/components/site/external-link';
import type { PremiumPlan } from '#web/lib/site/premium-plans';
import { UPCOMING_PLAN_BENEFITS } from '#web/lib/site/premium-plans';
import { PREMIUM_TEXTS } from '../texts';

/** A plan card; the popular plan carries the 'MOST POPULAR' ribbon and a highlighted button. */
export function PlanCard({ plan, supportInviteUrl }: { plan: PremiumPlan; supportInviteUrl: string }) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      className={
        plan.popular
          ? `plan-card flex column plan-card--${plan.id} plan-card--popular`
          : `plan-card flex column plan-card--${plan.id}`
      }
      aria-labelledby={titleId}
    >
      {plan.popular && <p className="plan-card__ribbon fs-75 extrabold">{PREMIUM_TEXTS.popular}</p>}
      <h2 id={titleId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__description muted">{plan.description}</p>
      <p className="plan-card__price muted">
        <span className="plan-card__amount extrabold">{PREMIUM_TEXTS.price(plan.price)}</span>
        <span aria-hidden="true">{PREMIUM_TEXTS.perMonth}</span>
        <span className="visually-hidden"> {PREMIUM_TEXTS.perMonthSpoken}</span>
      </p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="plan-card__upcoming-title faint fs-80 bold uppercase">{PREMIUM_TEXTS.upcoming}</p>
      <ul className="plan-card__upcoming muted fs-90">
        {UPCOMING_PLAN_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <ExternalLink
        className={plan.popular ? 'button plan-card__buy' : 'button button--secondary plan-card__buy'}
        href={supportInviteUrl}
      >
        {plan.buttonText}
      </ExternalLink>
    </article>
  );
}
