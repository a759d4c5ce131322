// The landing page below the hero: stats tiles, the four feature cards and the closing call to action.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { COMMAND_CATEGORIES } from '../../../../../shared/catalog/command-catalog';
import { SITE_CLAIMS } from '../../../../../shared/constants/site';
import { botInviteUrl } from '../../../../../shared/logic/bot-invite';
import { countCommands } from '../../../../../shared/logic/command-search';
import { paths } from '../../../../../shared/site-routes';
import { ExternalLink } from '../../../components/site/external-link';
import { SiteIcon } from '../../../components/site/site-icon';
import { StatTiles } from '../../../components/site/stat-tiles';
import { publicConfigAtom } from '../../../lib/public-config';
import { HOME_TEXTS } from '../texts';

/** Uptime, servers, the command count (computed from the catalogue) and support hours. */
export function HomeStats() {
  const tiles = [
    { value: SITE_CLAIMS.uptime, label: HOME_TEXTS.stats.uptime },
    { value: SITE_CLAIMS.homeServers, label: HOME_TEXTS.stats.servers },
    { value: String(countCommands(COMMAND_CATEGORIES)), label: HOME_TEXTS.stats.commands },
    { value: HOME_TEXTS.supportValue, label: HOME_TEXTS.stats.support },
  ];
  return (
    <div className="site-container">
      <StatTiles tiles={tiles} label={HOME_TEXTS.statsLabel} />
    </div>
  );
}

/** The four feature cards. */
export function HomeFeatures() {
  return (
    <section className="site-section site-container" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="site-section__title">
        {HOME_TEXTS.featuresTitle}
      </h2>
      <p className="site-section__lead">{HOME_TEXTS.featuresLead}</p>
      <ul className="home-features">
        {HOME_TEXTS.features.map((feature) => (
          <li key={feature.title} className="site-card home-features__card">
            <span className="home-features__icon">
              <SiteIcon name={feature.icon} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing band: add the bot, or browse the commands first. */
export function HomeCallToAction() {
  const { discordClientId } = useAtomValue(publicConfigAtom);
  return (
    <section className="site-section site-container" aria-labelledby="home-cta-title">
      <div className="home-cta">
        <h2 id="home-cta-title">{HOME_TEXTS.ctaTitle}</h2>
        <p>{HOME_TEXTS.ctaLead}</p>
        <div className="home-hero__actions">
          <ExternalLink className="button" href={botInviteUrl(discordClientId)}>
            {HOME_TEXTS.addToServer}
          </ExternalLink>
          <Link className="button button--secondary" to={paths.commands}>
            {HOME_TEXTS.ctaCommands}
          </Link>
        </div>
      </div>
    </section>
  );
}
