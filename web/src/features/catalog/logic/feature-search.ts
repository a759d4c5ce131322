// The features page's rules: search over name and description, and the totals it shows.
import type { FeatureCategory } from '#shared/schemas/catalog';

/** Counts shown on the features page. */
export interface FeatureTotals {
  features: number;
  categories: number;
  premium: number;
}

/**
 * The categories with only the features whose name or description contains `search`
 * (case-insensitive, surrounding spaces ignored); categories left empty are hidden.
 * An empty search returns every category unchanged.
 */
export function searchFeatures(categories: readonly FeatureCategory[], search: string): FeatureCategory[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      features: category.features.filter((feature) =>
        `${feature.name}\n${feature.description}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((category) => category.features.length > 0);
}

/** Total features, categories and premium features of the list. */
export function featureTotals(categories: readonly FeatureCategory[]): FeatureTotals {
  const features = categories.flatMap((category) => category.features);
  return {
    features: features.length,
    categories: categories.length,
    premium: features.filter((feature) => feature.premium).length,
  };
}
