// The landing page's button pair: 'Add to Server' (the bot invite) beside one internal link.

import { Link } from 'react-router-dom';
import { ExternalLink } from '#web/components/site/external-link';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { localPath } from '#web/lib/i18n/local-path';
import { usePublicConfig } from '#web/lib/public-config';
import { HOME_TEXTS } from '../texts';

/** 'Add to Server' for the configured client id (administrator, bot + application commands), then `to`. */
export function HomeActions({
  to,
  label,
  primaryClassName = '',
}: {
  to: string;
  label: string;
  primaryClassName?: string;
}) {
  const { discordClientId } = usePublicConfig();
  return (
    <div className="home-hero__actions flex wrap gap-3">
      <ExternalLink className={`button ${primaryClassName}`.trim()} href={botInviteUrl(discordClientId)}>
        {HOME_TEXTS.addToServer}
      </ExternalLink>
      <Link className="button button--secondary" to={localPath(to)}>
        {label}
      </Link>
    </div>
  );
}
