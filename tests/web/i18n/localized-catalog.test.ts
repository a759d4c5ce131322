// The feature and command catalogues in the active locale: English as written, German from the catalogue files.
import { afterAll, describe, expect, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { localizedFeatureCategories } from '#web/features/catalog/localized-catalog';
import { localizedCommandCategories } from '#web/features/commands/localized-catalog';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';

afterAll(() => activateLocale('en', NAMESPACES));

describe('the localized catalogues', () => {
  it('are the English catalogues themselves in English', async () => {
    await activateLocale('en', NAMESPACES);
    expect(localizedFeatureCategories(FEATURE_CATEGORIES)).toBe(FEATURE_CATEGORIES);
    expect(localizedCommandCategories(COMMAND_CATEGORIES)).toBe(COMMAND_CATEGORIES);
  });

  it('translate category and feature texts in German, keeping the premium flags', async () => {
    await activateLocale('de', NAMESPACES);
    const [security] = localizedFeatureCategories(FEATURE_CATEGORIES);
    expect(security).toMatchObject({
      id: 'security',
      icon: FEATURE_CATEGORIES[0]?.icon,
      title: 'Starke Sicherheit',
    });
    expect(security?.features[0]).toEqual({
      name: 'Antinuke-Schutz',
      description:
        'Stoppt Massenbanns, Massenkicks und das Löschen von Kanälen oder Rollen, sobald sie beginnen.',
      premium: false,
    });
    expect(security?.features).toHaveLength(FEATURE_CATEGORIES[0]?.features.length ?? -1);
  });

  it('translate command descriptions in German, names and usage as the bot takes them', async () => {
    await activateLocale('de', NAMESPACES);
    const [antinuke] = localizedCommandCategories(COMMAND_CATEGORIES);
    expect(antinuke?.description).toBe(
      'Stoppe Raids und abtrünnige Admins, bevor sie deinen Server zerstören.',
    );
    expect(antinuke?.commands[0]).toEqual({
      name: 'antinuke setup',
      description: 'Führt Schritt für Schritt durch die Antinuke-Einrichtung.',
      usage: 'antinuke setup',
    });
  });
});
