// The one status message of the dashboard: a success, error or warning line, with an optional detail, announced as it appears.
import type { ReactNode } from 'react';
import { type Politeness, useAnnouncedStatus } from '../lib/a11y/announcer';
import './tool-page.css';

/** The tone of a status message; it sets its colours. */
export type StatusTone = 'success' | 'error' | 'warning';

/**
 * A boxed message in the tone's colours. When it appears (or its text changes) the live region
 * speaks it, buttons inside left out: a success politely, an error or warning assertively unless
 * `politeness` says otherwise (e.g. a limit notice). It is not a live region itself, so it is
 * spoken once. `detail` is a second, quieter line (e.g. the bot's reason).
 */
export function StatusMessage({
  tone,
  politeness = tone === 'success' ? 'polite' : 'assertive',
  detail,
  children,
}: {
  tone: StatusTone;
  politeness?: Politeness;
  detail?: ReactNode;
  children: ReactNode;
}) {
  const announced = useAnnouncedStatus<HTMLDivElement>(politeness);
  return (
    <div ref={announced} className={`cluster status-message semibold status-message--${tone}`}>
      {children}
      {detail && <span className="status-message__detail muted fs-85 basis-full">{detail}</span>}
    </div>
  );
}
