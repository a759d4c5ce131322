// The welcome page's frame: heading, back link to the server dashboard, live-preview badge and share button.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ShareLinkButton } from '#web/components/share-link-button';
import { ToolPage } from '#web/components/tool-page';
import { WELCOME_TEXTS as T } from '../texts';

/** 'Back' to the dashboard of server `serverId`. */
function WelcomeBackLink({ serverId }: { serverId: string }) {
  return (
    <Link to={paths.server(serverId)} className="button button--secondary wc-back" aria-label={T.backLabel}>
      <span aria-hidden="true">←</span> {T.back}
    </Link>
  );
}

/** The 'Live Preview' badge with its pulsing dot. */
function LiveBadge() {
  return (
    <span className="wc-badge items-center fs-80 bold">
      <span className="wc-badge__dot" aria-hidden="true" />
      {T.liveBadge}
    </span>
  );
}

/**
 * The page of server `serverId`'s welcome editor around `children`: the heading and intro, 'Back'
 * to the server, the 'Live Preview' badge and the share button, which packs `share()`.
 */
export function WelcomePage({
  serverId,
  share,
  className,
  children,
}: {
  serverId: string;
  share: () => unknown;
  className: string;
  children: ReactNode;
}) {
  return (
    <ToolPage
      heading={T.title}
      intro={T.subtitle}
      leading={<WelcomeBackLink serverId={serverId} />}
      actions={
        <>
          <LiveBadge />
          <ShareLinkButton tool="welcome-config" value={share} />
        </>
      }
      className={className}
    >
      {children}
    </ToolPage>
  );
}
