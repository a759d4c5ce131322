// The seven feature categories of the marketing pages (spec section 1), in display order: features.json.
import type { FeatureCategory } from '#shared/schemas/catalog';
import categories from './features.json';

/**
 * Every feature category with its features. The data is JSON, typed here by its schema
 * (`featureCategorySchema`, which tests/shared/feature-catalog.test.ts checks it against).
 */
export const FEATURE_CATEGORIES = categories as readonly FeatureCategory[];
