import { describe, expect, it } from 'vitest';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import type { FeatureCategory } from '#shared/schemas/catalog';
import { featureTotals, searchFeatures } from '#web/features/catalog/logic/feature-search';

const sample: FeatureCategory[] = [
  {
    id: 'a',
    title: 'A',
    description: '',
    icon: 'shield',
    features: [
      { name: 'Anti-Raid Shield', description: 'Locks the server down.', premium: false },
      { name: 'Vanity Checker', description: 'Watches your vanity URL.', premium: true },
    ],
  },
  {
    id: 'b',
    title: 'B',
    description: '',
    icon: 'gift',
    features: [{ name: 'Timed Giveaways', description: 'Draws winners when it ends.', premium: false }],
  },
];

describe('the feature catalogue', () => {
  it('holds the seven categories of spec section 1, each feature flagged free or premium', () => {
    expect(FEATURE_CATEGORIES.map((category) => category.title)).toEqual([
      'Advanced Security',
      'Powerful Moderation',
      'Engaging Giveaways',
      'Welcome System',
      'Voice Management',
      'Media Controls',
      'Advanced Utilities',
    ]);
    for (const feature of FEATURE_CATEGORIES.flatMap((category) => category.features)) {
      expect(typeof feature.premium).toBe('boolean');
    }
  });
});

describe('searchFeatures', () => {
  it('returns every category for an empty or blank search', () => {
    expect(searchFeatures(sample, '')).toEqual(sample);
    expect(searchFeatures(sample, '   ')).toEqual(sample);
  });

  it('matches the name case-insensitively', () => {
    expect(searchFeatures(sample, 'RAID')).toEqual([{ ...sample[0], features: [sample[0]?.features[0]] }]);
  });

  it('matches the description and hides categories left empty', () => {
    const shown = searchFeatures(sample, 'winners');
    expect(shown.map((category) => category.id)).toEqual(['b']);
  });

  it('returns nothing when no feature matches', () => {
    expect(searchFeatures(sample, 'music')).toEqual([]);
  });
});

describe('featureTotals', () => {
  it('counts features, categories and premium features from the list', () => {
    expect(featureTotals(sample)).toEqual({ features: 3, categories: 2, premium: 1 });
    const all = FEATURE_CATEGORIES.flatMap((category) => category.features);
    expect(featureTotals(FEATURE_CATEGORIES)).toEqual({
      features: all.length,
      categories: 7,
      premium: all.filter((feature) => feature.premium).length,
    });
  });
});
