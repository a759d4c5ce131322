import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { featureTotals } from '#web/features/catalog/logic/feature-search';
import FeaturesPage from '#web/features/catalog/routes/features-page';
import { FEATURES_TEXTS } from '#web/features/catalog/texts';
import { renderPage } from '../support/render-app';

const headerButtons = () =>
  screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const shownTitles = () => headerButtons().map((button) => button.textContent?.replace(/\d+ features?$/, ''));

describe('the features page', () => {
  it('lists the seven categories with every feature flagged Free or Premium', () => {
    renderPage(FeaturesPage, '/features');
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeTruthy();
    expect(shownTitles()).toEqual(FEATURE_CATEGORIES.map((category) => category.title));
    const all = FEATURE_CATEGORIES.flatMap((category) => category.features);
    expect(screen.getAllByText(FEATURES_TEXTS.premium, { selector: '.feature-tag' })).toHaveLength(
      all.filter((feature) => feature.premium).length,
    );
    expect(screen.getAllByText(FEATURES_TEXTS.free, { selector: '.feature-tag' })).toHaveLength(
      all.filter((feature) => !feature.premium).length,
    );
  });

  it('shows the total, category and premium (N+) counts computed from the list', () => {
    renderPage(FeaturesPage, '/features');
    const totals = featureTotals(FEATURE_CATEGORIES);
    const stats = within(screen.getByLabelText(FEATURES_TEXTS.statsLabel));
    expect(
      stats.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
    ).toEqual([`Features ${totals.features}`, 'Categories 7', `Premium Features ${totals.premium}+`]);
  });

  it('toggles a category open and closed from its header', async () => {
    const user = userEvent.setup();
    renderPage(FeaturesPage, '/features');
    const voice = screen.getByRole('button', { name: /^Voice Management/ });
    expect(voice.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('features-voice-body')?.hidden).toBe(true);
    await user.click(voice);
    expect(voice.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('features-voice-body')?.hidden).toBe(false);
    await user.click(voice);
    expect(voice.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches names and descriptions case-insensitively, hiding empty categories', async () => {
    const user = userEvent.setup();
    renderPage(FeaturesPage, '/features');
    const search = screen.getByRole('searchbox', { name: FEATURES_TEXTS.searchLabel });
    await user.type(search, 'MUSIC');
    expect(shownTitles()).toEqual(['Voice Management']);
    expect(screen.getByRole('heading', { name: 'Music (Beta)' })).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'placeholders');
    expect(shownTitles()).toEqual(['Welcome System']);
    expect(screen.getByRole('button', { name: /^Welcome System/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Welcome Messages' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Autoroles' })).toBeNull();
  });

  it("says 'No features found' when nothing matches, and keeps the totals", async () => {
    const user = userEvent.setup();
    renderPage(FeaturesPage, '/features');
    await user.type(screen.getByRole('searchbox'), 'qwertyuiop');
    expect(screen.getByRole('status').textContent).toContain(FEATURES_TEXTS.noResults);
    expect(headerButtons()).toEqual([]);
    expect(within(screen.getByLabelText(FEATURES_TEXTS.statsLabel)).getByText('7')).toBeTruthy();
  });
});
