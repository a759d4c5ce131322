// /features: the seven feature categories, searchable and expandable, with totals computed from the list.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { paths } from '#shared/site-routes';
import { EmptyState } from '#web/components/site/empty-state';
import { PageHeader } from '#web/components/site/page-header';
import { StatTiles } from '#web/components/site/stat-tiles';
import { PREMIUM_PLANS } from '#web/lib/site/premium-plans';
import { useOpenSet } from '#web/lib/use-open-set';
import { FeatureCategorySection } from '../components/feature-category';
import { featureTotals, searchFeatures } from '../logic/feature-search';
import { featuresHandle } from '../meta';
import { FEATURES_TEXTS } from '../texts';
import '../features.css';
import { formatNumber } from '#web/lib/i18n/i18n';
import { localPath } from '#web/lib/i18n/local-path';
import { localizedFeatureCategories } from '../localized-catalog';

export const handle = featuresHandle;

export default function FeaturesPage() {
  const [search, setSearch] = useState('');
  const categories = useMemo(() => localizedFeatureCategories(FEATURE_CATEGORIES), []);
  const first = categories[0]?.id;
  const { open, toggle, openAlso } = useOpenSet<string>(first ? [first] : []);
  const shown = searchFeatures(categories, search);
  const totals = featureTotals(categories);
  const stats = [
    { value: formatNumber(totals.features), label: FEATURES_TEXTS.stats.features },
    { value: formatNumber(totals.categories), label: FEATURES_TEXTS.stats.categories },
    { value: `${formatNumber(totals.premium)}+`, label: FEATURES_TEXTS.stats.premium },
  ];
  const onSearch = (value: string) => {
    setSearch(value);
    if (value.trim()) openAlso(searchFeatures(categories, value).map((category) => category.id));
  };
  return (
    <main className="features">
      <PageHeader eyebrow={FEATURES_TEXTS.eyebrow} title={FEATURES_TEXTS.title} lead={FEATURES_TEXTS.lead}>
        <StatTiles tiles={stats} label={FEATURES_TEXTS.statsLabel} />
      </PageHeader>
      <div className="site-container features__body">
        <div className="features__search">
          <label>
            <span className="visually-hidden">{FEATURES_TEXTS.searchLabel}</span>
            <input
              className="site-input"
              type="search"
              value={search}
              placeholder={FEATURES_TEXTS.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => onSearch(event.target.value)}
            />
          </label>
        </div>
        {shown.length === 0 ? (
          <EmptyState title={FEATURES_TEXTS.noResults} hint={FEATURES_TEXTS.noResultsHint} />
        ) : (
          shown.map((category) => (
            <FeatureCategorySection
              key={category.id}
              category={category}
              open={open.has(category.id)}
              onToggle={() => toggle(category.id)}
            />
          ))
        )}
        <p className="cluster features__premium">
          {FEATURES_TEXTS.premiumCtaLead(PREMIUM_PLANS)}{' '}
          <Link className="button" to={localPath(paths.premium)}>
            {FEATURES_TEXTS.premiumCta}
          </Link>
        </p>
      </div>
    </main>
  );
}
