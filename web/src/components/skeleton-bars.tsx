// Grey placeholder bars of the pre-rendered shells, standing where a page's content comes.

/** What an editor's shell draws where its form comes: two panels. */
export const EDITOR_BARS = ['panel', 'panel'] as const;

/**
 * One bar per entry of `kinds`, styled by its modifier class (`dash-skeleton__bar--panel`, ...);
 * hidden from assistive technology, as a picture of what is to come. Repeated kinds are fine.
 */
export function SkeletonBars({ kinds }: { kinds: readonly string[] }) {
  return kinds.map((kind, index) => (
    <span
      key={`${kind}-${index}`}
      className={`inset block mb-3 dash-skeleton__bar dash-skeleton__bar--${kind}`}
      aria-hidden="true"
    />
  ));
}
