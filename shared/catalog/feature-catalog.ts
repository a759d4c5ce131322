// The seven feature categories of the marketing pages (spec section 1), in display order.

import { giveawayFeatures, voiceFeatures, welcomeFeatures } from '#shared/catalog/features/community';
import { mediaFeatures, utilityFeatures } from '#shared/catalog/features/extras';
import { moderationFeatures, securityFeatures } from '#shared/catalog/features/protection';
import type { FeatureCategory } from './feature-types';

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
