// The autocomplete's visible and spoken texts.

const plural = new Intl.PluralRules('en');

/** Listbox names by trigger, and the count announced while a list is open. */
export const AUTOCOMPLETE_TEXTS = {
  lists: { '#': 'Channels', '@': 'Roles', ':': 'Emoji' },
  count: (count: number) => `${count} ${plural.select(count) === 'one' ? 'suggestion' : 'suggestions'}`,
} as const;
