// The 'Ready to Get Started?' block: Support, Docs and Invite tiles, each with a 'Learn More' button.

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ExternalLink } from '#web/components/site/external-link';
import { SiteSection } from '#web/components/site/site-section';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { localPath } from '#web/lib/i18n/local-path';
import { usePublicConfig } from '#web/lib/public-config';
import { COMMANDS_TEXTS } from '../texts';

/**
 * 'Learn More' on screen; readers and crawlers get which tile it belongs to in the link's own text
 * (an aria-label would hide it from crawlers, which rate a bare 'Learn More' as non-descriptive).
 */
function LearnMore({ about }: { about: string }) {
  return (
    <>
      {COMMANDS_TEXTS.learnMore}
      <span className="visually-hidden">: {about}</span>
    </>
  );
}

/** One tile: its title, description and the link `children` draws around its 'Learn More'. */
function Tile({
  tile,
  children,
}: {
  tile: { title: string; description: string };
  children: (learnMore: ReactNode) => ReactNode;
}) {
  return (
    <li className="site-card commands-start__tile">
      <h3>{tile.title}</h3>
      <p>{tile.description}</p>
      {children(<LearnMore about={tile.title} />)}
    </li>
  );
}

/** Support opens the support server, Docs the features page, Invite the bot invite. */
export function GetStarted() {
  const { supportInviteUrl, discordClientId } = usePublicConfig();
  const { tiles } = COMMANDS_TEXTS;
  return (
    <SiteSection
      id="commands-get-started"
      title={COMMANDS_TEXTS.getStartedTitle}
      lead={COMMANDS_TEXTS.getStartedLead}
    >
      <ul className="site-card-grid">
        <Tile tile={tiles.support}>
          {(more) => (
            <ExternalLink className="button button--secondary" href={supportInviteUrl}>
              {more}
            </ExternalLink>
          )}
        </Tile>
        <Tile tile={tiles.docs}>
          {(more) => (
            <Link className="button button--secondary" to={localPath(paths.features)}>
              {more}
            </Link>
          )}
        </Tile>
        <Tile tile={tiles.invite}>
          {(more) => (
            <ExternalLink className="button" href={botInviteUrl(discordClientId)}>
              {more}
            </ExternalLink>
          )}
        </Tile>
      </ul>
    </SiteSection>
  );
}
