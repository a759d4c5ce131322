// The landing page /: hero, stats, feature cards and call to action (a `?token=` never reaches it: the Worker takes it).

import { IconCardSection } from '#web/components/site/icon-card-section';
import { HomeHero } from '../components/home-hero';
import { HomeCallToAction, HomeStats } from '../components/home-sections';
import { homeHandle } from '../meta';
import { HOME_TEXTS } from '../texts';
import '../home.css';

export const handle = homeHandle;

export default function HomePage() {
  return (
    <main className="home">
      <HomeHero />
      <HomeStats />
      <IconCardSection id="home-features-title" texts={HOME_TEXTS.features} />
      <HomeCallToAction />
    </main>
  );
}
