// The app's one announcer: what the live region says next, and hooks that make it speak without moving focus.

import { useEffect } from 'react';
import { atom, useSetAtom } from '../jotai';

/** How urgently a screen reader should speak: polite waits for a pause, assertive interrupts (errors). */
export type Politeness = 'polite' | 'assertive';

/** The latest announcement; `id` grows with each one, so the same text twice is spoken twice. */
export interface Announcement {
  text: string;
  politeness: Politeness;
  id: number;
}

/** What the live region currently says (null before the first announcement). */
export const announcementAtom = atom<Announcement | null>(null);

/** Announces a text; blank texts are ignored. */
export const announceAtom = atom(null, (get, set, text: string, politeness: Politeness = 'polite') => {
  if (!text.trim()) return;
  set(announcementAtom, { text, politeness, id: (get(announcementAtom)?.id ?? 0) + 1 });
});

/** A function that announces `text` (polite unless told 'assertive') through the live region. */
export function useAnnounce(): (text: string, politeness?: Politeness) => void {
  return useSetAtom(announceAtom);
}

/**
 * Announces `text` whenever it becomes a new non-empty value (also when first rendered with one);
 * null, undefined or '' says nothing. Derive it from state the page already has.
 */
export function useAnnounceChange(text: string | null | undefined, politeness: Politeness = 'polite'): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (text) announce(text, politeness);
  }, [text, politeness, announce]);
}

/** The texts of a tool's current states; each is null (or absent) while that state is not shown. */
export interface ToolStatusTexts {
  loading?: string | null;
  saving?: string | null;
  saved?: string | null;
  error?: string | null;
}

/**
 * Announces a tool's loading, saving and saved states politely and its errors assertively, each
 * as it begins, through the one live region; focus stays where the user is.
 */
export function useToolStatusAnnouncements({ loading, saving, saved, error }: ToolStatusTexts): void {
  useAnnounceChange(loading);
  useAnnounceChange(saving);
  useAnnounceChange(saved);
  useAnnounceChange(error, 'assertive');
}
