// The landing page's narrow-view flag (wider than 400 and narrower than 1075 px), following resizes.
import { useEffect, useState } from 'react';
import { isNarrowView } from '../logic/viewport';

/** True while the window width is in the narrow range; false before mount (pre-rendered markup). */
export function useNarrowView(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const update = () => setNarrow(isNarrowView(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}
