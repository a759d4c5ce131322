// The shared command and feature catalogues (spec sections 1 and 3), JSON data checked against their schemas, and the command total the build and the pages show.
import { describe, expect, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { commandCategorySchema, featureCategorySchema } from '#shared/schemas/catalog';
import * as z from '#shared/schemas/zod';

describe('the command catalogue', () => {
  it('fits its schema (commands.json is typed by it, not parsed at run time)', () => {
    expect(z.array(commandCategorySchema).parse(COMMAND_CATEGORIES)).toEqual(COMMAND_CATEGORIES);
  });

  it('holds the eight categories of spec section 3 with their exact command counts and popularity', () => {
    expect(
      COMMAND_CATEGORIES.map((category) => [category.title, category.commands.length, category.popularity]),
    ).toEqual([
      ['Antinuke', 21, 95],
      ['Moderation', 25, 98],
      ['Giveaways', 3, 85],
      ['Welcomer', 9, 90],
      ['Voice', 16, 75],
      ['Media', 4, 70],
      ['Fun & Games', 8, 88],
      ['Utility & Extra', 45, 92],
    ]);
  });

  it('has no duplicate command within a category and a usage starting with the command name', () => {
    for (const category of COMMAND_CATEGORIES) {
      const names = category.commands.map((command) => command.name);
      expect(new Set(names).size, category.title).toBe(names.length);
      for (const command of category.commands) expect(command.usage.startsWith(command.name)).toBe(true);
    }
  });
});

describe('the feature catalogue', () => {
  it('fits its schema (features.json is typed by it, not parsed at run time)', () => {
    expect(z.array(featureCategorySchema).parse(FEATURE_CATEGORIES)).toEqual(FEATURE_CATEGORIES);
  });

  it('rejects a category whose icon the site cannot draw', () => {
    const [first] = FEATURE_CATEGORIES;
    expect(featureCategorySchema.safeParse({ ...first, icon: 'rocket' }).success).toBe(false);
  });
});

describe('countCommands', () => {
  it('sums the commands of every category', () => {
    expect(countCommands(COMMAND_CATEGORIES)).toBe(21 + 25 + 3 + 9 + 16 + 4 + 8 + 45);
    expect(countCommands([])).toBe(0);
  });
});
