// Remembers which session the bot API last accepted, so a checked session is not checked again.
import { appStore, atom } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { edgeSessionCheck } from '../api/check-session';

/** The session (see sessionAtom) GET /auth/me last accepted in this tab, or null. */
export const verifiedSessionAtom = atom<number | null>(null);

/**
 * Stores the Worker's GET /auth/me for this page as the session guard stores its own check's reply
 * (the session verified, its user remembered), when that read accepted the current session. Run
 * when the dashboard's routes load, before they render, so the guard shows the page in its first
 * render. Does nothing when signed out, or when the page has no such read or it failed: the guard
 * then checks the session itself ('Verifying your session...').
 */
export function acceptEdgeSessionCheck(): void {
  const session = appStore.get(sessionAtom);
  if (session === null) return;
  const check = edgeSessionCheck();
  if (!check) return;
  if (check.user) appStore.set(sessionUserAtom, check.user);
  appStore.set(verifiedSessionAtom, session);
}
