// The landing page /: hero, stats, feature cards and call to action; captures a `?token=` session token.
import { HomeHero } from '../components/home-hero';
import { HomeCallToAction, HomeFeatures, HomeStats } from '../components/home-sections';
import { useTokenCapture } from '../hooks/use-token-capture';
import { homeHandle } from '../meta';
import '../home.css';

export const handle = homeHandle;

export default function HomePage() {
  useTokenCapture();
  return (
    <main className="home">
      <HomeHero />
      <HomeStats />
      <HomeFeatures />
      <HomeCallToAction />
    </main>
  );
}
