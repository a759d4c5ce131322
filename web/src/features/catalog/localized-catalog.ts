// The feature catalogue in the active locale: category titles, feature names and descriptions translated.
import type { FeatureCategory } from '#shared/schemas/catalog';
import { catalogueText } from '#web/lib/i18n/i18n';
import { categoryKeys, localizedCategories } from '#web/lib/i18n/localized-categories';

/** The message key of a category's text, or of a feature's name or description (keyed by its English name). */
export const featureCatalogKeys = {
  ...categoryKeys('featureCatalog'),
  name: (feature: string) => `featureCatalog.feature.${feature}.name`,
  feature: (feature: string) => `featureCatalog.feature.${feature}.description`,
};

/** `categories` in the active locale (English as it is; others from the `features` catalogue). */
export function localizedFeatureCategories(
  categories: readonly FeatureCategory[],
): readonly FeatureCategory[] {
  return localizedCategories(categories, featureCatalogKeys, 'features', (feature) => ({
    name: catalogueText(featureCatalogKeys.name(feature.name)),
    description: catalogueText(featureCatalogKeys.feature(feature.name)),
  }));
}
