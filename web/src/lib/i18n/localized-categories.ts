// A catalogue's categories in the active locale: English as written, other locales through catalogue keys.
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import { activeLocale, catalogueText } from './i18n';

/** What every catalogue category has: an id, a title and a description. */
export interface CatalogueCategory {
  id: string;
  title: string;
  description: string;
}

/** The message keys of a category's title and description in `catalogue` (`<catalogue>.<id>.title`). */
export function categoryKeys(catalogue: string) {
  return {
    title: (category: CatalogueCategory) => `${catalogue}.${category.id}.title`,
    description: (category: CatalogueCategory) => `${catalogue}.${category.id}.description`,
  };
}

/** The entries of a category field that holds a list (`features`, `commands`). */
type EntryOf<L> = L extends readonly (infer E)[] ? E : never;

/**
 * `categories` with their texts in the active locale. English is the catalogue itself (the spec's
 * texts), returned as it is; in other locales each category's title and description come from `keys`
 * and each entry of its `field` list takes the texts `entry` gives it (their catalogue must be loaded
 * with the page). What `entry` leaves out stays as written (command names and usage, say).
 */
export function localizedCategories<C extends CatalogueCategory, F extends keyof C>(
  categories: readonly C[],
  keys: ReturnType<typeof categoryKeys>,
  field: F,
  entry: (item: EntryOf<C[F]>) => Partial<EntryOf<C[F]>>,
): readonly C[] {
  if (activeLocale() === DEFAULT_LOCALE) return categories;
  return categories.map((category) => ({
    ...category,
    title: catalogueText(keys.title(category)),
    description: catalogueText(keys.description(category)),
    [field]: (category[field] as readonly EntryOf<C[F]>[]).map((item) => ({
      ...(item as object),
      ...entry(item),
    })),
  }));
}
