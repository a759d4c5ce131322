// The landing page /: hero, stats, feature cards and call to action (a `?token=` never reaches it: the Worker takes it).
import { HomeHero } from '../components/home-hero';
import { HomeCallToAction, HomeFeatures, HomeStats } from '../components/home-sections';
import { homeHandle } from '../meta';
import '../home.css';

export const handle = homeHandle;

export default function HomePage() {
  return (
    <main className="home">
      <HomeHero />
      <HomeStats />
      <HomeFeatures />
      <HomeCallToAction />
    </main>
  );
}
