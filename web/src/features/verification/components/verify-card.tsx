// The verification card: progress with a spinner, success with a check mark, or the error with Try Again.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { Spinner } from '#web/components/spinner';
import { StatusText } from '#web/components/status-text';
import type { VerifyView } from '../hooks/use-verification-flow';
import { verifyTexts } from '../texts';
import '#web/components/message-card.css';
import './verify-card.css';

/** Draws `view`; `onRetry` runs when Try Again is pressed. Progress and success are announced politely, the error assertively. */
export function VerifyCard({ view, onRetry }: { view: VerifyView; onRetry: () => void }) {
  return (
    <section className="message-card card stack verify-card" aria-labelledby="verify-card-heading">
      <h1 id="verify-card-heading" className="verify-card__heading">
        {verifyTexts.heading}
      </h1>
      {view.phase === 'working' && (
        <>
          <Spinner size="large" />
          <StatusText>{view.text}</StatusText>
        </>
      )}
      {view.phase === 'success' && (
        <>
          <span className="verify-card__icon grid bold verify-card__icon--success" aria-hidden="true">
            ✓
          </span>
          <StatusText className="verify-card__title semibold break-anywhere">
            {verifyTexts.success}
          </StatusText>
          <p className="verify-card__help muted">
            {view.closeRefused ? verifyTexts.closeRefused : verifyTexts.closing}
          </p>
          <Link className="button" to={paths.success}>
            {verifyTexts.successLink}
          </Link>
        </>
      )}
      {view.phase === 'error' && (
        <>
          <span className="verify-card__icon grid bold verify-card__icon--error" aria-hidden="true">
            ✕
          </span>
          <StatusText as="div" politeness="assertive">
            <p className="verify-card__title semibold break-anywhere">{view.text}</p>
            {view.help && <p className="verify-card__help muted">{view.help}</p>}
          </StatusText>
          {view.retry && (
            <button type="button" className="button" onClick={onRetry}>
              {verifyTexts.tryAgain}
            </button>
          )}
        </>
      )}
    </section>
  );
}
