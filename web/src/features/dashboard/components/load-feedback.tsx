// What a dashboard load shows while it runs and when it fails: 'Retrying... (n/3)' and 'Connection Issue'.
import { useId } from 'react';
import { DASHBOARD_ATTEMPTS } from '#shared/constants/limits';
import { Spinner } from '#web/components/spinner';
import { StatusText } from '#web/components/status-text';
import { useAnnouncedStatus } from '#web/lib/a11y/announcer';
import { dashboardErrorText } from '#web/lib/api-errors';
import { LOAD_TEXTS } from '../texts';
import './load-feedback.css';

/** The loading text: `text` on the first attempt, then 'Retrying... (n/3)'. */
export function loadingText(attempt: number, text: string): string {
  return attempt > 1 ? LOAD_TEXTS.retrying(attempt, DASHBOARD_ATTEMPTS) : text;
}

/** A spinner with the loading text, announced politely (again on each retry). */
export function LoadingState({ attempt, text }: { attempt: number; text: string }) {
  return (
    <StatusText as="div" className="dash-loading grid gap-3 muted">
      <Spinner size="large" />
      <p>{loadingText(attempt, text)}</p>
    </StatusText>
  );
}

/** Props of an issue banner: its heading, its lines, the Retry action, and the tone. */
export interface IssueBannerProps {
  title: string;
  lines: string[];
  onRetry: () => void;
  /** Yellow, above data still shown, instead of the red full error state. */
  stale?: boolean;
}

/**
 * A banner telling of a failed load, with a Retry button: a region named by its title, whose title
 * and lines are announced assertively as it appears.
 */
export function IssueBanner({ title, lines, onRetry, stale = false }: IssueBannerProps) {
  const announced = useAnnouncedStatus<HTMLElement>('assertive');
  const headingId = useId();
  return (
    <section
      ref={announced}
      aria-labelledby={headingId}
      className={`cluster dash-issue gap-4 p-4-5${stale ? ' dash-issue--stale' : ''}`}
    >
      <span className="dash-issue__icon" aria-hidden="true">
        ⚠
      </span>
      <div className="dash-issue__text grow">
        <h2 id={headingId} className="fs-105 mb-1">
          {title}
        </h2>
        {lines.map((line) => (
          <p key={line} className="muted">
            {line}
          </p>
        ))}
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {LOAD_TEXTS.retry}
      </button>
    </section>
  );
}

/**
 * The 'Connection Issue' banner with the section-8 text of `error` and Retry. With `stale`, the
 * yellow banner above the data still shown instead of the full error state.
 */
export function ConnectionIssue({
  error,
  onRetry,
  stale = false,
}: {
  error: unknown;
  onRetry: () => void;
  stale?: boolean;
}) {
  const lines = [dashboardErrorText(error), ...(stale ? [LOAD_TEXTS.stale] : [])];
  return <IssueBanner title={LOAD_TEXTS.connectionIssue} lines={lines} onRetry={onRetry} stale={stale} />;
}
