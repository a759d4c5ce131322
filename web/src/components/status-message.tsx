// The one status message of the dashboard: a success, error or warning line, with an optional detail.
import type { ReactNode } from 'react';
import './tool-page.css';

/** The tone of a status message; it sets its colours. */
export type StatusTone = 'success' | 'error' | 'warning';

/**
 * A boxed message in the tone's colours. `role` makes it a live region (`status` polite, `alert`
 * assertive); leave it out when a surrounding region already announces it. `detail` is a second,
 * quieter line (e.g. the bot's reason).
 */
export function StatusMessage({
  tone,
  role,
  detail,
  children,
}: {
  tone: StatusTone;
  role?: 'status' | 'alert';
  detail?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`status-message status-message--${tone}`} role={role}>
      {children}
      {detail && <span className="status-message__detail">{detail}</span>}
    </div>
  );
}
