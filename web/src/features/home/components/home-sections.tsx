// The landing page's stats tiles and closing call to action.

import { paths } from '#shared/site-routes';
import { StatTiles } from '#web/components/site/stat-tiles';
import { SITE_CLAIMS } from '#web/lib/site/site';
import { HOME_TEXTS } from '../texts';
import { HomeActions } from './home-actions';

/** Uptime, servers, the command count (computed from the catalogue at build time) and support hours. */
export function HomeStats() {
  const tiles = [
    { value: SITE_CLAIMS.uptime, label: HOME_TEXTS.stats.uptime },
    { value: SITE_CLAIMS.homeServers, label: HOME_TEXTS.stats.servers },
    { value: String(__COMMAND_COUNT__), label: HOME_TEXTS.stats.commands },
    { value: HOME_TEXTS.supportValue, label: HOME_TEXTS.stats.support },
  ];
  return (
    <div className="site-container">
      <StatTiles tiles={tiles} label={HOME_TEXTS.statsLabel} />
    </div>
  );
}

/** The closing band: add the bot, or browse the commands first. */
export function HomeCallToAction() {
  return (
    <section className="site-section site-container" aria-labelledby="home-cta-title">
      <div className="home-cta center">
        <h2 id="home-cta-title">{HOME_TEXTS.ctaTitle}</h2>
        <p>{HOME_TEXTS.ctaLead}</p>
        <HomeActions to={paths.commands} label={HOME_TEXTS.ctaCommands} />
      </div>
    </section>
  );
}
