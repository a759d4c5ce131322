// The SPA's view of the session the Worker holds: signed in or not, read from a non-secret marker cookie; never the token.

import { SESSION_MARKER_COOKIE } from '#shared/constants/session';
import { appStore, atom } from './jotai';
import { SIGNED_OUT, sessionChannel } from './session-channel';

/** True when the Worker's marker cookie says this browser has a session. */
function hasSessionMarker(): boolean {
  try {
    return globalThis.document?.cookie.split('; ').includes(`${SESSION_MARKER_COOKIE}=1`) ?? false;
  } catch {
    return false;
  }
}

let sessionCount = 0;
function nextSession(): number {
  sessionCount += 1;
  return sessionCount;
}

/**
 * The session as this tab knows it: a number that changes with every sign-in (so state kept for
 * one session is never shown in the next), or null when signed out. The token itself stays in an
 * HttpOnly cookie page script cannot read.
 */
export const sessionAtom = atom<number | null>(hasSessionMarker() ? nextSession() : null);

/**
 * Takes up the session the Worker has just set (after a login or a token hand-over): a new session
 * when the marker cookie is there, else signed out. Returns the new session, or null.
 */
export function refreshSession(): number | null {
  const session = hasSessionMarker() ? nextSession() : null;
  appStore.set(sessionAtom, session);
  return session;
}

/** Forgets the session in this tab: removes the marker and marks the tab signed out. */
export function endLocalSession(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: a fixed, non-secret marker; the Cookie Store API is not in every browser.
    document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    // No document (tests of non-DOM code): nothing to remove.
  }
  appStore.set(sessionAtom, null);
}

/**
 * Ends the session in this tab and every other open tab of the site (they go to /login at once).
 * Called on logout and when the API answers 401/403. The HttpOnly token cookie is expired by the
 * Worker (on logout, and on an upstream 401), never by page script.
 */
export function clearToken(): void {
  endLocalSession();
  const channel = sessionChannel();
  channel?.postMessage(SIGNED_OUT);
  channel?.close();
}
