import { describe, expect, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import type { CommandCategory } from '#shared/schemas/catalog';
import {
  DEFAULT_COMMAND_QUERY,
  isStarCategory,
  searchCommands,
} from '#web/features/commands/logic/command-search';

const titles = (categories: readonly CommandCategory[]) => categories.map((category) => category.title);

describe('isStarCategory', () => {
  it('stars categories with popularity 90 or more', () => {
    expect(isStarCategory({ popularity: 90 })).toBe(true);
    expect(isStarCategory({ popularity: 89 })).toBe(false);
    expect(titles(COMMAND_CATEGORIES.filter(isStarCategory))).toEqual([
      'Antinuke',
      'Moderation',
      'Welcomer',
      'Utility & Extra',
    ]);
  });
});

describe('searchCommands', () => {
  it('sorts categories and their commands by name by default', () => {
    const shown = searchCommands(COMMAND_CATEGORIES, DEFAULT_COMMAND_QUERY);
    expect(titles(shown)).toEqual([
      'Antinuke',
      'Fun & Games',
      'Giveaways',
      'Media',
      'Moderation',
      'Utility & Extra',
      'Voice',
      'Welcomer',
    ]);
    expect(shown.find((category) => category.id === 'giveaways')?.commands.map((c) => c.name)).toEqual([
      'gend',
      'greroll',
      'gstart',
    ]);
  });

  it('orders every category and command of the catalogue as an English collator does', () => {
    const english = new Intl.Collator('en', { sensitivity: 'base' }).compare;
    const shown = searchCommands(COMMAND_CATEGORIES, DEFAULT_COMMAND_QUERY);
    expect(titles(shown)).toEqual(titles(COMMAND_CATEGORIES).sort(english));
    for (const category of shown) {
      const names = category.commands.map((command) => command.name);
      expect(names, category.title).toEqual([...names].sort(english));
    }
  });

  it('sorts categories by popularity, highest first', () => {
    const shown = searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, sort: 'popularity' });
    expect(shown.map((category) => category.popularity)).toEqual([98, 95, 92, 90, 88, 85, 75, 70]);
  });

  it('matches command names case-insensitively as a substring and hides empty categories', () => {
    const shown = searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, search: '  BAN ' });
    expect(titles(shown)).toEqual(['Moderation', 'Utility & Extra']);
    expect(shown[0]?.commands.map((command) => command.name)).toEqual(['ban', 'unban', 'unbanall']);
    expect(shown[1]?.commands.map((command) => command.name)).toEqual(['banner', 'list bans']);
  });

  it('does not search descriptions', () => {
    expect(
      searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, search: 'giveaway in this' }),
    ).toEqual([]);
  });

  it('keeps only the chosen category', () => {
    const shown = searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, category: 'voice' });
    expect(titles(shown)).toEqual(['Voice']);
    expect(shown[0]?.commands).toHaveLength(16);
  });

  it('returns nothing when no command matches', () => {
    expect(searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, search: 'zzz' })).toEqual([]);
  });

  it('leaves the catalogue untouched', () => {
    const before = JSON.stringify(COMMAND_CATEGORIES);
    searchCommands(COMMAND_CATEGORIES, { search: 'a', category: 'all', sort: 'popularity' });
    expect(JSON.stringify(COMMAND_CATEGORIES)).toBe(before);
  });
});
