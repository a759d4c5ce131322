// The three monthly premium plans and their benefits (spec sections 3, 6 and 9), their texts read from the message catalogue.
import { localized, t } from '../i18n/i18n';

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

/** The plans in display order: Bronze, Silver (most popular), Gold, in the active locale. */
export const PREMIUM_PLANS: readonly PremiumPlan[] = localized((): PremiumPlan[] => [
  {
    id: 'bronze',
    name: 'Bronze',
    price: 149,
    period: 'month',
    description: t('premium.plan.bronze.description'),
    popular: false,
    features: [
      t('premium.benefit.noPrefixServer', { members: 3 }),
      t('premium.benefit.autoresponderLimit', { limit: 5 }),
      t('premium.benefit.badgeOwner'),
    ],
    buttonText: t('premium.plan.buy', { plan: 'Bronze' }),
  },
  {
    id: 'silver',
    name: 'Silver',
    price: 249,
    period: 'month',
    description: t('premium.plan.silver.description'),
    popular: true,
    features: [
      t('premium.benefit.globalNoPrefixOwner'),
      t('premium.benefit.noPrefixServer', { members: 5 }),
      t('premium.benefit.autoresponderLimit', { limit: 10 }),
      t('premium.benefit.badgeOwnerAndMembers', { members: 2 }),
      t('premium.benefit.music'),
      t('premium.benefit.patronRole'),
    ],
    buttonText: t('premium.plan.buy', { plan: 'Silver' }),
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 349,
    period: 'month',
    description: t('premium.plan.gold.description'),
    popular: false,
    features: [
      t('premium.benefit.globalNoPrefixOwnerAndOne'),
      t('premium.benefit.noPrefixServer', { members: 8 }),
      t('premium.benefit.autoresponderLimit', { limit: 15 }),
      t('premium.benefit.badgeOwnerAndMembers', { members: 5 }),
      t('premium.benefit.music'),
      t('premium.benefit.devotedPatronRole'),
    ],
    buttonText: t('premium.plan.buy', { plan: 'Gold' }),
  },
]);
