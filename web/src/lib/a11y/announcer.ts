// The app's one announcer: what the live region says next, and hooks that make it speak without moving focus.

import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { atom, useSetAtom } from '../jotai';

/** How urgently a screen reader should speak: polite waits for a pause, assertive interrupts (errors). */
export type Politeness = 'polite' | 'assertive';

/** One part's latest announcement; `id` grows with each one, so the same text twice is spoken twice. */
export interface Announcement {
  text: string;
  id: number;
}

/** The last text asked to be said, with its part (null before the first); each part may say more, see `announceAtom`. */
export const announcementAtom = atom<(Announcement & { politeness: Politeness }) | null>(null);

/** What each part of the live region currently says (null before its first announcement). */
export const announcementsAtom = atom<Record<Politeness, Announcement | null>>({
  polite: null,
  assertive: null,
});

/** The texts each part was given in the current task, so texts announced together are joined, not lost. */
const batches: Partial<Record<Politeness, string[]>> = {};

/**
 * Announces a text in its part of the live region; blank texts are ignored. Texts announced in the
 * same task (one render's effects) are joined in order, each once, so a second one never silences
 * the first; a later one replaces them. `lead` puts the text before the others of its task (a new
 * page's title before that page's loading state). The other part keeps what it said.
 */
export const announceAtom = atom(
  null,
  (get, set, text: string, politeness: Politeness = 'polite', lead = false) => {
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
    const current = get(announcementsAtom);
    const id = Math.max(current.polite?.id ?? 0, current.assertive?.id ?? 0) + 1;
    set(announcementsAtom, { ...current, [politeness]: { text: batch.join(' '), id } });
    set(announcementAtom, { text: said, politeness, id });
  },
);

/** A function that announces `text` (polite unless told 'assertive'; see `announceAtom` for `lead`) through the live region. */
export function useAnnounce(): (text: string, politeness?: Politeness, lead?: boolean) => void {
  return useSetAtom(announceAtom);
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
