// The three monthly premium plans and their benefits (spec sections 3, 6 and 9).

/** Plan ids, cheapest first. */
export type PlanId = 'bronze' | 'silver' | 'gold';

/** A monthly premium plan; `price` is in rupees per `period`. */
export interface PremiumPlan {
  id: PlanId;
  name: string;
  price: number;
  period: 'month';
  description: string;
  /** Marked 'MOST POPULAR'. */
  popular: boolean;
  features: readonly string[];
  buttonText: string;
}

/** Benefits announced for every plan that are not live yet. */
export const UPCOMING_PLAN_BENEFITS: readonly string[] = ['Vanity checker', 'Custom role assigner'];

/** The plans in display order: Bronze, Silver (most popular), Gold. */
export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  {
    id: 'bronze',
    name: 'Bronze',
    price: 149,
    period: 'month',
    description: 'Premium essentials for one server.',
    popular: false,
    features: [
      'No-prefix in your server for the owner + 3 members',
      'Autoresponder limit raised to 5',
      'Premium badge for the owner',
    ],
    buttonText: 'Get Bronze',
  },
  {
    id: 'silver',
    name: 'Silver',
    price: 249,
    period: 'month',
    description: 'More reach, more automation, and music.',
    popular: true,
    features: [
      'Global no-prefix for the owner',
      'No-prefix in your server for the owner + 5 members',
      'Autoresponder limit raised to 10',
      'Premium badge for the owner + 2 members',
      'Music (Beta)',
      'Patron role in the support server',
    ],
    buttonText: 'Get Silver',
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 349,
    period: 'month',
    description: 'Everything, for the biggest communities.',
    popular: false,
    features: [
      'Global no-prefix for the owner and 1 other member',
      'No-prefix in your server for the owner + 8 members',
      'Autoresponder limit raised to 15',
      'Premium badge for the owner + 5 members',
      'Music (Beta)',
      'Devoted Patron role in the support server',
    ],
    buttonText: 'Get Gold',
  },
];
