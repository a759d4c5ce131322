// The navigation's scrolled flag: true once the page is scrolled further than a threshold.
import { useEffect, useState } from 'react';

/** True while `window.scrollY` is more than `threshold` px; false before mount (pre-rendered markup). */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
