// The three monthly premium plans and their benefits (spec sections 3, 6 and 9), their texts read from the message catalogue.
import { localized, type MessageValues, t } from '../i18n/i18n';
import type { NamesIn } from '../i18n/texts-of';

/** Plan ids, cheapest first. */
export type PlanId = 'bronze' | 'silver' | 'gold';

/** A monthly premium plan; `price` is in rupees per `period`. */
export interface PremiumPlan {
  id: PlanId;
  /** The plan's name, the same in every language. */
  name: string;
  price: number;
  period: 'month';
  description: string;
  /** Marked 'MOST POPULAR'. */
  popular: boolean;
  features: readonly string[];
  buttonText: string;
}

/** Benefits announced for every plan that are not live yet, in the active locale. */
export const UPCOMING_PLAN_BENEFITS: readonly string[] = localized(() => [
  t('premium.benefit.vanityChecker'),
  t('premium.benefit.customRoleAssigner'),
]);

/**
 * Each live benefit (its message under `premium.benefit`) and, for every plan that has it, the values
 * its message fills in. A plan lists its benefits in this order.
 */
const BENEFITS: readonly (readonly [NamesIn<'premium.benefit'>, Partial<Record<PlanId, MessageValues>>])[] = [
  ['globalNoPrefixOwner', { silver: {} }],
  ['globalNoPrefixOwnerAndOne', { gold: {} }],
  ['noPrefixServer', { bronze: { members: 3 }, silver: { members: 5 }, gold: { members: 8 } }],
  ['autoresponderLimit', { bronze: { limit: 5 }, silver: { limit: 10 }, gold: { limit: 15 } }],
  ['badgeOwner', { bronze: {} }],
  ['badgeOwnerAndMembers', { silver: { members: 2 }, gold: { members: 5 } }],
  ['music', { silver: {}, gold: {} }],
  ['patronRole', { silver: {} }],
  ['devotedPatronRole', { gold: {} }],
];

/** The plans, cheapest first, without their texts. */
const PLANS: readonly Pick<PremiumPlan, 'id' | 'name' | 'price' | 'popular'>[] = [
  { id: 'bronze', name: 'Bronze', price: 149, popular: false },
  { id: 'silver', name: 'Silver', price: 249, popular: true },
  { id: 'gold', name: 'Gold', price: 349, popular: false },
];

/** The plans in display order: Bronze, Silver (most popular), Gold, in the active locale. */
export const PREMIUM_PLANS: readonly PremiumPlan[] = localized((): PremiumPlan[] =>
  PLANS.map((plan) => ({
    ...plan,
    period: 'month',
    description: t(`premium.plan.${plan.id}.description`),
    features: BENEFITS.flatMap(([name, values]) => {
      const planValues = values[plan.id];
      return planValues ? [t(`premium.benefit.${name}`, planValues)] : [];
    }),
    buttonText: t('premium.plan.buy', { plan: plan.name }),
  })),
);
