// Types of the feature catalogue shown on /features (spec section 1: seven categories, free or premium).
import type { CatalogIcon } from './catalog-icon';

/** One bot feature; `premium` features need a paid plan. */
export interface BotFeature {
  name: string;
  description: string;
  premium: boolean;
}

/** One of the seven feature categories. */
export interface FeatureCategory {
  id: string;
  title: string;
  description: string;
  /** The icon shown beside the title. */
  icon: CatalogIcon;
  features: readonly BotFeature[];
}
