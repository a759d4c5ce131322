// A save or send button's label that reads 'Saving'/'Sending...' while the action runs, announced as it begins.
import type { ReactNode } from 'react';
import { useAnnounceChange } from '../lib/a11y/announcer';

/**
 * Put inside the button: shows `busyText` while `busy`, else `children`. Each time `busy` turns
 * on, the live region says `busyText` politely (a changed label of a button is not spoken by
 * itself); focus is left alone.
 */
export function BusyLabel({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  useAnnounceChange(busy ? busyText : null);
  return <>{busy ? busyText : children}</>;
}
