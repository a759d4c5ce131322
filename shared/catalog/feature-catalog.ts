// The seven feature categories of the marketing pages (spec section 1), in display order.
import type { FeatureCategory } from './feature-types';
import { giveawayFeatures, voiceFeatures, welcomeFeatures } from './features/community';
import { mediaFeatures, utilityFeatures } from './features/extras';
import { moderationFeatures, securityFeatures } from './features/protection';

/** Every feature category with its features. */
export const FEATURE_CATEGORIES: readonly FeatureCategory[] = [
  securityFeatures,
  moderationFeatures,
  giveawayFeatures,
  welcomeFeatures,
  voiceFeatures,
  mediaFeatures,
  utilityFeatures,
];
