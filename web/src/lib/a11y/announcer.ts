// The app's one announcer: what the live region says next, and hooks that make it speak without moving focus.

import { type RefCallback, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** How urgently a screen reader should speak: polite waits for a pause, assertive interrupts (errors). */
export type Politeness = 'polite' | 'assertive';

/** One part's latest announcement; `id` grows with each one, so the same text twice is spoken twice. */
export interface Announcement {
  text: string;
  id: number;
}

/** What each part of the live region says. */
export type Announcements = Record<Politeness, Announcement | null>;

/**
 * What each part of the live region currently says (null before its first announcement). A plain
 * store rather than an atom: the live region is on every public page, which carry no state library.
 */
const EMPTY: Announcements = { polite: null, assertive: null };
let announcements = EMPTY;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** What the live region says right now. */
export function currentAnnouncements(): Announcements {
  return announcements;
}

/** Empties both parts of the live region (a new page of the tests, or a new app). */
export function resetAnnouncements(): void {
  announcements = EMPTY;
  for (const listener of listeners) listener();
}

/** What the live region says, re-rendering with every announcement; nothing on the server. */
export function useAnnouncements(): Announcements {
  return useSyncExternalStore(subscribe, currentAnnouncements, () => EMPTY);
}

/** The texts each part was given in the current task, so texts announced together are joined, not lost. */
const batches: Partial<Record<Politeness, string[]>> = {};

/**
 * Announces a text in its part of the live region; blank texts are ignored. Texts announced in the
 * same task (one render's effects) are joined in order, each once, so a second one never silences
 * the first; a later one replaces them. `lead` puts the text before the others of its task (a new
 * page's title before that page's loading state). The other part keeps what it said.
 */
export function announce(text: string, politeness: Politeness = 'polite', lead = false): void {
  const said = text.trim();
  if (!said) return;
  let batch = batches[politeness];
  if (!batch) {
    batch = batches[politeness] = [];
    queueMicrotask(() => delete batches[politeness]);
  }
  if (batch.includes(said)) return;
  if (lead) batch.unshift(said);
  else batch.push(said);
  const id = Math.max(announcements.polite?.id ?? 0, announcements.assertive?.id ?? 0) + 1;
  announcements = { ...announcements, [politeness]: { text: batch.join(' '), id } };
  for (const listener of listeners) listener();
}

/** A function that announces `text` (polite unless told 'assertive'; see `announce` for `lead`) through the live region. */
export function useAnnounce(): (text: string, politeness?: Politeness, lead?: boolean) => void {
  return announce;
}

/**
 * Announces `text` whenever it becomes a new non-empty value (also when first rendered with one);
 * null, undefined or '' says nothing. Derive it from state the page already has, e.g.
 * `useAnnounceChange(saving ? T.saving : null)` for a state shown only in a button's label.
 */
export function useAnnounceChange(text: string | null | undefined, politeness: Politeness = 'polite'): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (text) announce(text, politeness);
  }, [text, politeness, announce]);
}

/** The text of `node` for speech: elements apart by a space, buttons (e.g. 'Retry') and aria-hidden parts left out. */
function speechOf(node: Node): string {
  if (!(node instanceof Element)) return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
  if (node.tagName === 'BUTTON' || node.getAttribute('aria-hidden') === 'true') return '';
  return ` ${Array.from(node.childNodes, speechOf).join('')} `;
}

/** What a status element says: its text without buttons or hidden icons, whitespace collapsed. */
function spokenText(element: Element): string {
  return speechOf(element).replace(/\s+/g, ' ').trim();
}

/**
 * The one way a visible status (loading, saving, saved, error) is announced: attach the returned
 * ref to the element that shows it. When the element appears, and whenever its text changes, the
 * live region speaks that text (`spokenText`) in the given part; focus stays where the user is.
 * The element itself must not be a live region too (no role status/alert, no aria-live), or a
 * screen reader would say it twice.
 */
export function useAnnouncedStatus<T extends Element>(politeness: Politeness): RefCallback<T> {
  const announce = useAnnounce();
  const element = useRef<T | null>(null);
  const spoken = useRef('');
  useEffect(() => {
    const text = element.current ? spokenText(element.current) : '';
    if (text === spoken.current) return;
    spoken.current = text;
    announce(text, politeness);
  });
  return useCallback((node: T | null) => {
    element.current = node;
  }, []);
}
