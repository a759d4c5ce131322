// The channel the site's tabs tell each other a session ended on; loaded by every page, without the session's state.

import { SESSION_CHANNEL } from '#shared/constants/session';

/** The message a tab sends the others when its session ends. */
export const SIGNED_OUT = 'signed-out';

/** The site's session channel, or null where BroadcastChannel is missing. */
export function sessionChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * Signs this tab out whenever another tab of the site ends the session; the session's state
 * (`lib/session.ts`) loads only then, so public pages do not carry it. Returns the unsubscribe.
 */
export function listenForSignOut(): () => void {
  const channel = sessionChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) void import('./session').then(({ endLocalSession }) => endLocalSession());
  };
  return () => channel.close();
}
