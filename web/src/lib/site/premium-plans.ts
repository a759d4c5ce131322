// The three monthly premium plans and their benefits (spec sections 3, 6 and 9): premium-plans.json, its texts read from the message catalogue.
import { localized, type MessageKey, t } from '../i18n/i18n';
import plans from './premium-plans.json';

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

/** One plan as premium-plans.json writes it: its benefits name `premium.benefit.*` texts and their values. */
interface PlanData {
  id: PlanId;
  name: string;
  price: number;
  popular: boolean;
  benefits: readonly { benefit: string; values?: Record<string, number> }[];
}

/**
 * The plans in display order: Bronze, Silver (most popular), Gold, in the active locale. A
 * benefit's text is `premium.benefit.<benefit>` with its values (tests/web/site/site-logic.test.ts
 * checks each is in the catalogue).
 */
export const PREMIUM_PLANS: readonly PremiumPlan[] = localized(() =>
  (plans as readonly PlanData[]).map(({ benefits, ...plan }) => ({
    ...plan,
    period: 'month' as const,
    description: t(`premium.plan.${plan.id}.description`),
    features: benefits.map(({ benefit, values }) => t(`premium.benefit.${benefit}` as MessageKey, values)),
    buttonText: t('premium.plan.buy', { plan: plan.name }),
  })),
);
