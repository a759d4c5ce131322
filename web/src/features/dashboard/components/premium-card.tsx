// 'Premium Status': active (np enabled) or standard, the expiry date, and 'Renew Premium' once expired.
import { Link } from 'react-router-dom';
import type { BotUserInfo } from '#shared/schemas/user';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { formatDate, LONG_DATE } from '#web/lib/i18n/i18n';
import { PROFILE_TEXTS } from '../profile-texts';

/** Props: the user's np state and the current time (for the expiry check). */
export interface PremiumCardProps {
  np: BotUserInfo['np'];
  now: number;
}

/** The card; 'Renew Premium' (to /premium/renew) shows whenever the expiry time is in the past. */
export function PremiumCard({ np, now }: PremiumCardProps) {
  const expired = np.npTime !== null && np.npTime < now;
  return (
    <Panel
      title={PROFILE_TEXTS.premiumTitle}
      className={`dash-premium${np.enabled ? ' dash-premium--active' : ''}`}
    >
      <p className={`extrabold fs-120${np.enabled ? ' warning' : ''}`}>
        <span aria-hidden="true">{np.enabled ? '★ ' : '☆ '}</span>
        {np.enabled ? PROFILE_TEXTS.premiumActive : PROFILE_TEXTS.premiumStandard}
      </p>
      <p className="muted">
        {np.enabled ? PROFILE_TEXTS.premiumActiveText : PROFILE_TEXTS.premiumStandardText}
      </p>
      {np.npTime !== null && (
        <p>
          {expired ? PROFILE_TEXTS.expired : PROFILE_TEXTS.expires}{' '}
          <time dateTime={new Date(np.npTime).toISOString()}>{formatDate(np.npTime, LONG_DATE)}</time>
        </p>
      )}
      {expired && (
        <Link className="button" to={paths.premiumRenew}>
          {PROFILE_TEXTS.renew}
        </Link>
      )}
      {!np.enabled && !expired && (
        <Link className="button" to={paths.premium}>
          {PROFILE_TEXTS.upgrade}
        </Link>
      )}
    </Panel>
  );
}
