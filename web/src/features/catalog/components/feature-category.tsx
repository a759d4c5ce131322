// One collapsible feature category with each feature flagged Free or Premium.
import type { FeatureCategory } from '#shared/schemas/catalog';
import { CollapsibleCard } from '#web/components/site/collapsible-card';
import { FEATURES_TEXTS } from '../texts';

/** The category card; its features are hidden while closed. */
export function FeatureCategorySection({
  category,
  open,
  onToggle,
}: {
  category: FeatureCategory;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <CollapsibleCard
      id={`features-${category.id}`}
      icon={category.icon}
      title={category.title}
      badge={FEATURES_TEXTS.featureCount(category.features.length)}
      description={category.description}
      open={open}
      onToggle={onToggle}
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
