// Role-button emojis: unicode recognition, :name: conversion to the custom-emoji form, picker suggestions.
import { describe, expect, it } from 'vitest';
import { EMOJI_PICKER_LIMIT } from '#shared/constants/limits';
import type { CustomEmoji } from '#shared/schemas/resources';
import {
  emojiSearchText,
  isUnicodeEmoji,
  resolveButtonEmoji,
  suggestEmojis,
} from '#web/lib/embed/button-emoji';
import { BUILTIN_EMOJIS } from '#web/lib/embed/emojis';

const EMOJIS: CustomEmoji[] = [
  { id: '110000000000000121', name: 'warden_wave', animated: false },
  { id: '110000000000000122', name: 'party_blob', animated: true },
  { id: '110000000000000123', name: 'Shield', animated: false },
];

describe('isUnicodeEmoji', () => {
  it.each(['😀', '❤️', '❤', '👍🏽', '👨‍👩‍👧', '🏳️‍🌈', '🇫🇷', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'])('accepts %s', (emoji) => {
    expect(isUnicodeEmoji(emoji)).toBe(true);
  });

  it.each(['', 'a', '1', 'hi 😀', '😀😀', ':smile:', '<:a:1>', '🇫'])('rejects %j', (text) => {
    expect(isUnicodeEmoji(text)).toBe(false);
  });
});

describe('resolveButtonEmoji', () => {
  it('sends a pure unicode emoji as typed', () => {
    expect(resolveButtonEmoji(' 🎮 ', EMOJIS)).toBe('🎮');
  });

  it('converts :name: of a known server emoji, animated ones with a:', () => {
    expect(resolveButtonEmoji(':warden_wave:', EMOJIS)).toBe('<:warden_wave:110000000000000121>');
    expect(resolveButtonEmoji(':party_blob:', EMOJIS)).toBe('<a:party_blob:110000000000000122>');
    expect(resolveButtonEmoji(':shield:', EMOJIS)).toBe('<:Shield:110000000000000123>');
  });

  it('keeps a pasted custom emoji of this server in its canonical form', () => {
    expect(resolveButtonEmoji('<:old_name:110000000000000122>', EMOJIS)).toBe(
      '<a:party_blob:110000000000000122>',
    );
  });

  it('sends anything else empty', () => {
    for (const input of ['', ':unknown:', 'smile', 'hi 😀', '<:x:999999999999999999>', ':warden_wave']) {
      expect(resolveButtonEmoji(input, EMOJIS)).toBe('');
    }
  });
});

describe('emoji picker', () => {
  it('reads the search text after a leading colon only', () => {
    expect(emojiSearchText(':')).toBe('');
    expect(emojiSearchText(':par')).toBe('par');
    expect(emojiSearchText(':party_blob:')).toBeNull();
    expect(emojiSearchText('par')).toBeNull();
  });

  it('shows the built-in unicode set first when there is no search text', () => {
    const list = suggestEmojis('', EMOJIS);
    expect(list.slice(0, BUILTIN_EMOJIS.length).every((item) => item.kind === 'unicode')).toBe(true);
    expect(list.slice(BUILTIN_EMOJIS.length).map((item) => item.kind)).toEqual([
      'custom',
      'custom',
      'custom',
    ]);
  });

  it('puts matching server emojis first, names starting with the search before others', () => {
    const list = suggestEmojis('SHI', [
      ...EMOJIS,
      { id: '110000000000000124', name: 'big_shiny', animated: false },
    ]);
    expect(list.map((item) => item.emoji.name)).toEqual(['Shield', 'big_shiny', 'shield']);
  });

  it('shows at most 40', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: String(110000000000000200 + i),
      name: `emoji_${i}`,
      animated: false,
    }));
    expect(suggestEmojis('emoji', many)).toHaveLength(EMOJI_PICKER_LIMIT);
    expect(suggestEmojis('', many)).toHaveLength(EMOJI_PICKER_LIMIT);
  });
});
