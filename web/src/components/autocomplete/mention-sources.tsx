// The channels, roles and emoji an editor's text fields suggest, handed down by the editor page.
import { createContext, useContext } from 'react';
import type { SuggestionSources } from '#web/lib/autocomplete/suggestions';

/** What an editor offers its fields; `want` asks for roles and emoji when the editor has not loaded them yet. */
export interface MentionSources extends Omit<SuggestionSources, 'unicodeEmoji' | 'syntax'> {
  want: () => void;
}

const MentionSourcesContext = createContext<MentionSources | null>(null);

/** Wraps an editor: its text fields (MentionField) suggest from `value`. */
export const MentionSourcesProvider = MentionSourcesContext.Provider;

/** The sources of the editor around; null outside one (the field then suggests nothing). */
export function useMentionSources(): MentionSources | null {
  return useContext(MentionSourcesContext);
}
