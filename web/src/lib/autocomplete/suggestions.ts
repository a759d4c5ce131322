// What the text fields' autocomplete offers for '#', '@' and ':', and the Discord syntax each choice inserts.

import { customEmojiUrl } from '#shared/logic/discord-cdn';
import type { Channel, CustomEmoji, Role } from '#shared/schemas/resources';
import { byName, customEmojiTag } from '#web/lib/embed/button-emoji';
import type { UnicodeEmoji } from '#web/lib/embed/emojis';
import { safeHttpUrl } from '#web/lib/safe-url';
import { suggestRoles } from './suggest-roles';
import type { Trigger } from './trigger';

/** At most this many suggestions are listed at once. */
export const MAX_SUGGESTIONS = 10;

/** How much of Discord's syntax a field's text is drawn with (see SuggestionSources.syntax). */
export type FieldSyntax = 'full' | 'title' | 'plain';

/** One option: its list text (`#general`), what choosing it inserts (`<#id>`), and how it is drawn. */
export interface Suggestion {
  key: string;
  text: string;
  insert: string;
  /** A role's colour (0: none), drawn as a dot. */
  color?: number;
  /** A unicode emoji, drawn before the text. */
  glyph?: string;
  /** A custom emoji's image URL (http(s) only). */
  image?: string;
}

/** What the suggestions are made from; `unicodeEmoji` is null until its data has loaded. */
export interface SuggestionSources {
  serverId: string;
  channels: readonly Channel[];
  roles: readonly Role[];
  emojis: readonly CustomEmoji[];
  unicodeEmoji: readonly UnicodeEmoji[] | null;
  /** 'mention' inserts `<@&id>` and offers @everyone/@here; 'name' inserts `@Name` (the reaction-role message, spec section 5). */
  roleInsert: 'mention' | 'name';
  /** What Discord draws in the field: all of it ('full': content, descriptions, field values); channels and emoji but no role or @everyone mentions ('title': titles, field names); plain text, so unicode emoji only ('plain': author, footer, button labels). */
  syntax: FieldSyntax;
}

const GLOBAL_MENTIONS = ['everyone', 'here'] as const;

function channelOptions(channels: readonly Channel[], search: string): Suggestion[] {
  return byName(channels, (channel) => channel.name, search).map((channel) => ({
    key: `c${channel.id}`,
    text: `#${channel.name}`,
    insert: `<#${channel.id}>`,
  }));
}

function roleOptions(search: string, sources: SuggestionSources): Suggestion[] {
  const named = sources.roleInsert === 'name';
  const roles = suggestRoles(sources.roles, search, sources.serverId, named ? undefined : MAX_SUGGESTIONS);
  const options: Suggestion[] = roles.map((role) => ({
    key: `r${role.id}`,
    text: `@${role.name}`,
    insert: named ? `@${role.name}` : `<@&${role.id}>`,
    color: role.color,
  }));
  if (named) return options;
  const globals = GLOBAL_MENTIONS.filter((name) => name.startsWith(search)).map((name) => ({
    key: `g${name}`,
    text: `@${name}`,
    insert: `@${name}`,
  }));
  return [...options.slice(0, MAX_SUGGESTIONS - globals.length), ...globals];
}

function emojiOptions(search: string, sources: SuggestionSources): Suggestion[] {
  const custom = sources.syntax === 'plain' ? [] : byName(sources.emojis, (emoji) => emoji.name, search);
  const unicode = byName(sources.unicodeEmoji ?? [], (emoji) => emoji.name, search);
  return [
    ...custom.map((emoji) => ({
      key: `e${emoji.id}`,
      text: `:${emoji.name}:`,
      insert: customEmojiTag(emoji),
      image: safeHttpUrl(emoji.url) ?? customEmojiUrl(emoji.id, emoji.animated),
    })),
    ...unicode.map((emoji) => ({
      key: `u${emoji.name}`,
      text: `:${emoji.name}:`,
      insert: emoji.emoji,
      glyph: emoji.emoji,
    })),
  ];
}

/**
 * The options for `trigger` (names containing the search, ignoring case, those starting with it
 * first), at most MAX_SUGGESTIONS. `#` lists channels; `@` roles (highest first, never the
 * server's @everyone role) then @everyone/@here when 'mention'; `:` the server's emoji then unicode
 * emoji (none until loaded). A 'title' field gets no '@' list; a 'plain' one only unicode emoji.
 */
export function suggestionsFor(trigger: Trigger, sources: SuggestionSources): Suggestion[] {
  const search = trigger.search.toLowerCase();
  const offered = { full: '#@:', title: '#:', plain: ':' }[sources.syntax];
  if (!offered.includes(trigger.char)) return [];
  const options =
    trigger.char === '#'
      ? channelOptions(sources.channels, search)
      : trigger.char === '@'
        ? roleOptions(search, sources)
        : emojiOptions(search, sources);
  return options.slice(0, MAX_SUGGESTIONS);
}
