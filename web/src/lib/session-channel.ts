// The channel the site's tabs tell each other a session ended on; loaded by every page, without the session's state.

import { SESSION_CHANNEL } from '#shared/constants/session';

/** The message a tab sends the others when its session ends. */
export const SIGNED_OUT = 'signed-out';

/** The site's session channel, or null where BroadcastChannel is missing. */
export function sessionChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * Calls `onSignOut` whenever another tab of the site ends the session. The caller passes a loader
 * of the session's state (`lib/session.ts`), so public pages load it only then. Returns the unsubscribe.
 */
export function listenForSignOut(onSignOut: () => void): () => void {
  const channel = sessionChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) onSignOut();
  };
  return () => channel.close();
}
