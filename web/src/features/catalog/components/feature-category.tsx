// One collapsible feature category with each feature flagged Free or Premium.
import type { FeatureCategory } from '#shared/schemas/catalog';
import { CollapsibleCard } from '#web/components/site/collapsible-card';
import { FEATURES_TEXTS } from '../texts';

/** The category card; its features are hidden while closed. */
export function FeatureCategorySection({
  category,
  ...disclosure
}: {
  category: FeatureCategory;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <CollapsibleCard
      idPrefix="features"
      category={category}
      badge={FEATURES_TEXTS.featureCount(category.features.length)}
      {...disclosure}
    >
      <ul className="feature-list">
        {category.features.map((feature) => (
          <li key={feature.name} className="well feature-list__item">
            <div className="split feature-list__top">
              <h3>{feature.name}</h3>
              <span className={feature.premium ? 'tag feature-tag feature-tag--premium' : 'tag feature-tag'}>
                {feature.premium ? FEATURES_TEXTS.premium : FEATURES_TEXTS.free}
              </span>
            </div>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </CollapsibleCard>
  );
}
