// Whether a number of animation frames have passed since a component mounted: staggers costly first renders.
import { startTransition, useEffect, useState } from 'react';

/** Longest wait for the page's first idle moment before an 'afterIdle' count starts (ms). */
const AFTER_IDLE_TIMEOUT_MS = 100;

/**
 * How the change comes. 'sliced': `frames` frames after mount, as a transition, so React renders
 * what it brings (the first screen's rows) in slices between tasks and commits it in a task of its
 * own (an update from an animation frame renders and commits in one task). 'afterIdle': `frames`
 * frames after the page's first idle moment (requestIdleCallback, at most AFTER_IDLE_TIMEOUT_MS
 * after mount; at mount where it is missing), so a render still under way (such a transition) is
 * committed and drawn before: counted from mount, both could be committed before the same frame.
 */
export type AfterFramesMode = 'sliced' | 'afterIdle';

/**
 * False from mount until `frames` animation frames later (1: the next one; see `mode` for when
 * they start counting and how the change renders), true from then on. Each frame styles and lays
 * out what changed before it, so what waits for a later frame is not styled in the same one as
 * what came before. Browsers run no animation frame in a hidden tab, so there it stays false until
 * the tab is shown.
 */
export function useAfterFrames(frames: number, mode: AfterFramesMode): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let left = frames;
    let frame = 0;
    let idle: number | null = null;
    const tick = () => {
      left -= 1;
      if (left > 0) frame = requestAnimationFrame(tick);
      else if (mode === 'sliced') startTransition(() => setAfter(true));
      else setAfter(true);
    };
    if (mode === 'afterIdle' && typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(
        () => {
          idle = null;
          frame = requestAnimationFrame(tick);
        },
        { timeout: AFTER_IDLE_TIMEOUT_MS },
      );
    } else frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [frames, mode]);
  return after;
}
