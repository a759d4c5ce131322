// The landing hero: name, tagline, the three badges, 'Add to Server' and 'Dashboard', and the bot preview.
import { useRef } from 'react';
import { paths } from '#shared/site-routes';
import { useLandingEffects } from '../hooks/use-landing-effects';
import { useNarrowView } from '../hooks/use-narrow-view';
import { HOME_TEXTS } from '../texts';
import { HeroPreview } from './hero-preview';
import { HomeActions } from './home-actions';

/** The hero section; the mouse glow and parallax are off in the narrow view. */
export function HomeHero() {
  const narrow = useNarrowView();
  const hero = useRef<HTMLElement>(null);
  useLandingEffects(hero, !narrow);
  return (
    <section ref={hero} className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__glow" aria-hidden="true" />
      <div className="home-hero__inner grid items-center site-container">
        <div className="home-hero__copy">
          <p className="site-pill fs-85 bold site-pill--success">{HOME_TEXTS.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">
            <span className="site-gradient-text">{HOME_TEXTS.title}</span>
          </h1>
          <p className="home-hero__tagline bold">{HOME_TEXTS.tagline}</p>
          <p className="home-hero__lead muted">{HOME_TEXTS.lead}</p>
          <ul className="home-hero__badges flex wrap" aria-label={HOME_TEXTS.badgesLabel}>
            {HOME_TEXTS.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
          <HomeActions
            to={paths.dashboard}
            label={HOME_TEXTS.dashboard}
            primaryClassName="home-hero__primary"
          />
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
