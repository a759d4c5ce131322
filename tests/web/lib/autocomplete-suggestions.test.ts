// What '#', '@' and ':' suggest, and the Discord syntax each choice inserts; the unicode emoji data read from emojibase.
import compact from 'emojibase-data/en/compact.json';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, type SuggestionSources, suggestionsFor } from '#web/lib/autocomplete/suggestions';
import type { TriggerChar } from '#web/lib/autocomplete/trigger';
import { emojiFromHexcode, UNICODE_EMOJI } from '#web/lib/autocomplete/unicode-emoji-data';
import type { UnicodeEmoji } from '#web/lib/embed/emojis';
import { MENTION_SOURCES } from '../support/mention-fixture';

const SOURCES: SuggestionSources = {
  ...MENTION_SOURCES,
  unicodeEmoji: [
    { emoji: '👋', name: 'wave' },
    { emoji: '😄', name: 'smile' },
  ],
  syntax: 'full',
};

const suggest = (char: TriggerChar, search: string, sources: Partial<SuggestionSources> = {}) =>
  suggestionsFor({ char, start: 0, search }, { ...SOURCES, ...sources }).map(({ text, insert }) => [
    text,
    insert,
  ]);

describe('suggestionsFor', () => {
  it('lists channels for #, names starting with the search first, inserting <#id>', () => {
    expect(suggest('#', 'en')).toEqual([
      ['#general', '<#110000000000000102>'],
      ['#announcements', '<#110000000000000103>'],
    ]);
    expect(suggest('#', 'GEN')).toEqual([['#general', '<#110000000000000102>']]);
  });

  it('lists roles for @ highest first with their colour, then @everyone and @here, never the server role', () => {
    const roles = suggestionsFor({ char: '@', start: 0, search: '' }, SOURCES);
    expect(roles.map(({ text, insert }) => [text, insert])).toEqual([
      ['@Admin', '<@&110000000000000113>'],
      ['@Moderator', '<@&110000000000000116>'],
      ['@everyone', '@everyone'],
      ['@here', '@here'],
    ]);
    expect(roles[0]?.color).toBe(0xe74c3c);
    expect(suggest('@', 'he')).toEqual([['@here', '@here']]);
  });

  it("inserts the role's name in 'name' mode (the reaction-role message) and offers no @everyone", () => {
    expect(suggest('@', '', { roleInsert: 'name' })).toEqual([
      ['@Admin', '@Admin'],
      ['@Moderator', '@Moderator'],
    ]);
  });

  it("lists the server's emoji as <:name:id> then unicode emoji as themselves", () => {
    expect(suggest(':', 'wa')).toEqual([
      [':warden_wave:', '<:warden_wave:110000000000000121>'],
      [':wave:', '👋'],
    ]);
    expect(suggest(':', 'wa', { unicodeEmoji: null })).toEqual([
      [':warden_wave:', '<:warden_wave:110000000000000121>'],
    ]);
  });

  it('offers what Discord draws in the field: no @ in a title, only unicode emoji in plain text', () => {
    expect(suggest('#', 'gen', { syntax: 'title' })).toEqual([['#general', '<#110000000000000102>']]);
    expect(suggest('@', '', { syntax: 'title' })).toEqual([]);
    expect(suggest(':', 'wa', { syntax: 'title' })).toHaveLength(2);
    expect(suggest(':', 'wa', { syntax: 'plain' })).toEqual([[':wave:', '👋']]);
    expect(suggest('#', '', { syntax: 'plain' })).toEqual([]);
    expect(suggest('@', '', { syntax: 'plain' })).toEqual([]);
  });

  it(`lists at most ${MAX_SUGGESTIONS}`, () => {
    const channels = Array.from({ length: 30 }, (_, i) => ({
      id: `1100000000000002${i}`,
      name: `c${i}`,
      type: 0,
    }));
    expect(suggest('#', '', { channels })).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe('unicode emoji data', () => {
  it('gives back the variation selector emojibase leaves out of hexcodes', () => {
    expect(emojiFromHexcode('2764')).toBe('❤️');
    expect(emojiFromHexcode('1F44D')).toBe('👍');
    expect(emojiFromHexcode('1F1FA-1F1F8')).toBe('🇺🇸');
    expect(emojiFromHexcode('1F468-200D-1F469-200D-1F467')).toBe('👨‍👩‍👧');
    expect(emojiFromHexcode('0023-20E3')).toBe('#️⃣');
  });

  it("holds every emoji as emojibase's own data spells it (an extra U+FE0F aside) under Discord-style names", () => {
    const strip = (text: string) => text.replaceAll('\uFE0F', '');
    const known = new Set(
      (compact as { unicode: string; skins?: { unicode: string }[] }[]).flatMap((entry) => [
        strip(entry.unicode),
        ...(entry.skins ?? []).map((skin) => strip(skin.unicode)),
      ]),
    );
    const byName = new Map(UNICODE_EMOJI.map((entry: UnicodeEmoji) => [entry.name, entry.emoji]));
    expect(UNICODE_EMOJI.length).toBeGreaterThan(1800);
    expect(UNICODE_EMOJI.filter((entry) => !known.has(strip(entry.emoji)))).toEqual([]);
    expect([byName.get('thumbsup'), byName.get('+1'), byName.get('smile'), byName.get('tada')]).toEqual([
      '👍',
      '👍',
      '😄',
      '🎉',
    ]);
  });
});
