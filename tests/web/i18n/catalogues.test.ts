// The message catalogues: every locale has every key, the same placeholders, valid ICU messages, and real translations.
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { DEFAULT_LOCALE, LOCALES } from '#shared/constants/locales';
import { featureCatalogKeys } from '#web/features/catalog/localized-catalog';
import { commandCatalogKeys } from '#web/features/commands/localized-catalog';
import { MESSAGE_TEMPLATES, templateTextKeys } from '#web/lib/embed/message-templates';
import { NAMESPACES, type Namespace } from '#web/lib/i18n/i18n';

/** One catalogue file as written: key → ICU message. */
function catalogue(locale: string, namespace: Namespace): Record<string, string> {
  return JSON.parse(readFileSync(`web/src/locales/${locale}/${namespace}.json`, 'utf8'));
}

/**
 * Keys whose English text lives in the catalogue data itself (the spec's command and feature
 * catalogues, the template names), so only the other locales' files hold them; none elsewhere.
 */
const DATA_KEYS: Readonly<Partial<Record<Namespace, readonly string[]>>> = {
  commands: COMMAND_CATEGORIES.flatMap((category) => [
    commandCatalogKeys.title(category),
    commandCatalogKeys.description(category),
    ...category.commands.map((command) => commandCatalogKeys.command(command.name)),
  ]),
  features: FEATURE_CATEGORIES.flatMap((category) => [
    featureCatalogKeys.title(category),
    featureCatalogKeys.description(category),
    ...category.features.flatMap((feature) => [
      featureCatalogKeys.name(feature.name),
      featureCatalogKeys.feature(feature.name),
    ]),
  ]),
  editors: MESSAGE_TEMPLATES.flatMap((template) => [
    templateTextKeys.name(template.id),
    templateTextKeys.summary(template.id),
  ]),
};

/** The names a message interpolates (`{name}`, `{count, plural, ...}`), ICU-quoted text left out. */
function placeholders(message: string): string[] {
  const unquoted = message.replace(/'[{}][^']*'/g, '');
  return [
    ...new Set([...unquoted.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => match[1] ?? '')),
  ].sort();
}

/** Texts that read the same in these languages (names, symbols, loanwords used as they are). */
const SAME_EVERYWHERE = new Set([
  'Premium',
  'BOT',
  '24/7',
  'Antinuke',
  'Support',
  'Team',
  'Dashboard',
  'Online',
  'Offline',
  'Menu',
  'Onyx',
  'Name',
  'Community',
  'Giveaways',
  'Moderation',
  'Autoresponder',
  'you@example.com',
  '@compromised-admin',
  'Legal',
  'Server',
  'Bot',
  'VIP',
  'QT',
  'Staff',
  'Partner',
  'Manager',
  'Moderator',
  'Tool',
  'Admin',
  // German keeps these English words in the dashboard (Discord's own German does), Spanish 'Roles'
  'Tools',
  'System',
  'Standard',
  'Administrator',
  'Version {label}',
  'Roles',
  'Embed',
  'Desktop',
  'General',
  'Variables',
  'Button',
  'Button {n}',
]);

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('the %s catalogues', (locale) => {
  it.each(NAMESPACES)('%s has exactly the English keys', (namespace) => {
    const expected = [
      ...Object.keys(catalogue(DEFAULT_LOCALE, namespace)),
      ...(DATA_KEYS[namespace] ?? []),
    ].sort();
    expect(Object.keys(catalogue(locale, namespace)).sort()).toEqual(expected);
  });

  it.each(NAMESPACES)('%s uses the same placeholders as English', (namespace) => {
    const english = catalogue(DEFAULT_LOCALE, namespace);
    for (const [key, message] of Object.entries(catalogue(locale, namespace))) {
      const source = english[key];
      if (source === undefined) continue;
      expect(placeholders(message), `${locale}/${namespace}: ${key}`).toEqual(placeholders(source));
    }
  });

  it.each(NAMESPACES)('%s is translated, not English copied over', (namespace) => {
    const english = catalogue(DEFAULT_LOCALE, namespace);
    const copied = Object.entries(catalogue(locale, namespace)).filter(
      ([key, message]) => english[key] === message && !SAME_EVERYWHERE.has(message),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

describe.each(LOCALES)('the %s messages', (locale) => {
  it.each(NAMESPACES)('%s compiles as ICU MessageFormat', (namespace) => {
    for (const [key, message] of Object.entries(catalogue(locale, namespace))) {
      expect(() => compileMessage(message), `${locale}/${namespace}: ${key}`).not.toThrow();
    }
  });
});
