// The 'Ready to Get Started?' block: Support, Docs and Invite tiles, each with a 'Learn More' button.

import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ExternalLink } from '#web/components/site/external-link';
import { SiteSection } from '#web/components/site/site-section';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { useAtomValue } from '#web/lib/jotai';
import { publicConfigAtom } from '#web/lib/public-config';
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

/** Support opens the support server, Docs the features page, Invite the bot invite. */
export function GetStarted() {
  const { supportInviteUrl, discordClientId } = useAtomValue(publicConfigAtom);
  const { tiles } = COMMANDS_TEXTS;
  return (
    <SiteSection
      id="commands-get-started"
      title={COMMANDS_TEXTS.getStartedTitle}
      lead={COMMANDS_TEXTS.getStartedLead}
    >
      <ul className="site-card-grid">
        <li className="site-card commands-start__tile">
          <h3>{tiles.support.title}</h3>
          <p>{tiles.support.description}</p>
          <ExternalLink className="button button--secondary" href={supportInviteUrl}>
            <LearnMore about={tiles.support.title} />
          </ExternalLink>
        </li>
        <li className="site-card commands-start__tile">
          <h3>{tiles.docs.title}</h3>
          <p>{tiles.docs.description}</p>
          <Link className="button button--secondary" to={paths.features}>
            <LearnMore about={tiles.docs.title} />
          </Link>
        </li>
        <li className="site-card commands-start__tile">
          <h3>{tiles.invite.title}</h3>
          <p>{tiles.invite.description}</p>
          <ExternalLink className="button" href={botInviteUrl(discordClientId)}>
            <LearnMore about={tiles.invite.title} />
          </ExternalLink>
        </li>
      </ul>
    </SiteSection>
  );
}
