// The feature catalogue in the active locale: category titles, feature names and descriptions translated.
import type { FeatureCategory } from '#shared/catalog/feature-types';
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import { activeLocale, catalogueText } from '#web/lib/i18n/i18n';

/** The message key of a category's text, or of a feature's name or description (keyed by its English name). */
export const featureCatalogKeys = {
  title: (category: FeatureCategory) => `featureCatalog.${category.id}.title`,
  description: (category: FeatureCategory) => `featureCatalog.${category.id}.description`,
  name: (feature: string) => `featureCatalog.feature.${feature}.name`,
  feature: (feature: string) => `featureCatalog.feature.${feature}.description`,
};

/**
 * `categories` with their texts in the active locale. English is the catalogue itself (the spec's
 * texts), returned as it is; other locales read the `features` catalogue, already loaded with the page.
 */
export function localizedFeatureCategories(
  categories: readonly FeatureCategory[],
): readonly FeatureCategory[] {
  if (activeLocale() === DEFAULT_LOCALE) return categories;
  return categories.map((category) => ({
    ...category,
    title: catalogueText(featureCatalogKeys.title(category)),
    description: catalogueText(featureCatalogKeys.description(category)),
    features: category.features.map((feature) => ({
      ...feature,
      name: catalogueText(featureCatalogKeys.name(feature.name)),
      description: catalogueText(featureCatalogKeys.feature(feature.name)),
    })),
  }));
}
