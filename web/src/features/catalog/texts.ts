// Every text of the features page, defined once so tests can assert them.

import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { PremiumPlan } from '#web/lib/site/premium-plans';
import { PLAN_CURRENCY } from '#web/lib/site/site';

export const FEATURES_TEXTS = {
  title: 'Features',
  eyebrow: 'Built for real communities',
  lead: `Everything ${PRODUCT_NAME} can do for your server, from first-line defence to community fun. Most of it is free.`,
  statsLabel: 'Features in numbers',
  stats: { features: 'Features', categories: 'Categories', premium: 'Premium Features' },
  searchLabel: 'Search features',
  searchPlaceholder: 'Search features...',
  noResults: 'No features found',
  noResultsHint: 'Try another word: search looks at feature names and descriptions.',
  free: 'Free',
  premium: 'Premium',
  featureCount: (count: number) => (count === 1 ? '1 feature' : `${count} features`),
  premiumCta: 'See Premium plans',
  premiumCtaLead: (plans: readonly PremiumPlan[]) =>
    `Premium features unlock with any plan, from ${PLAN_CURRENCY.symbol}${Math.min(...plans.map((plan) => plan.price))} a month.`,
} as const;
