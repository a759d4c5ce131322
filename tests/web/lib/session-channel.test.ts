// Another tab's sign-out reaches this tab through the session channel, and nothing else does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '#shared/constants/session';
import { listenForSignOut, SIGNED_OUT } from '#web/lib/session-channel';

describe('listenForSignOut', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  it('calls back when another tab says the session ended, and not for other messages or after unsubscribing', async () => {
    const onSignOut = vi.fn();
    const stop = listenForSignOut(onSignOut);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    closers.push(() => otherTab.close());
    otherTab.postMessage('something-else');
    otherTab.postMessage(SIGNED_OUT);
    await vi.waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
    stop();
    otherTab.postMessage(SIGNED_OUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
