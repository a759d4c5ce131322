// Runs a callback once, after the first commit of the tree it sits in (the end of hydration).
import { useEffect } from 'react';

/**
 * Renders nothing; calls `run` once its siblings and their children have committed (effects run
 * children first, then siblings in order), so every event handler of the hydrated page is attached.
 */
export function AfterHydration({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after the first commit
  useEffect(run, []);
  return null;
}
