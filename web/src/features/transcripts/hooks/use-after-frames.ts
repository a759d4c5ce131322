// Whether a number of animation frames have passed since a component mounted: staggers costly first renders.
import { useEffect, useState } from 'react';

/**
 * False from mount until the `frames`-th animation frame after it (1: the next one), true from then
 * on. Each frame styles and lays out what changed before it, so what waits for a later frame is not
 * styled in the same one as what came before. Browsers run no
 * animation frame in a hidden tab, so there it stays false until the tab is shown.
 */
export function useAfterFrames(frames: number): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let left = frames;
    const tick = () => {
      left -= 1;
      if (left > 0) frame = requestAnimationFrame(tick);
      else setAfter(true);
    };
    let frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [frames]);
  return after;
}
