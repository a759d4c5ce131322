// Which rows of a virtual list to render: those in view at once, those around them a few per render.

/**
 * Rows outside the viewport mounted per render: a long scroll step mounts the rows in view at once
 * and fills the rows around them in over the next frames, so no frame mounts a whole window of rows.
 */
export const NEW_OVERSCAN_ROWS = 2;

/**
 * The rows from `first` to `last` to render: every row in `inView` (a range of indexes), each other
 * row that was `mounted` last time, and at most NEW_OVERSCAN_ROWS more, nearest the viewport first;
 * none more when no row in view was mounted (the first screen, a long jump), so that frame styles and
 * lays out only the rows it shows. `complete` is false when rows were left for a later render.
 */
export function pickRows(
  first: number,
  last: number,
  inView: { first: number; last: number },
  keyOf: (index: number) => string | number,
  mounted: ReadonlySet<string | number>,
): { indexes: number[]; complete: boolean } {
  const indexes: number[] = [];
  const waiting: number[] = [];
  let viewMounted = false;
  for (let index = first; index <= last; index++) {
    const isMounted = mounted.has(keyOf(index));
    const shown = index >= inView.first && index <= inView.last;
    viewMounted ||= shown && isMounted;
    if (shown || isMounted) indexes.push(index);
    else waiting.push(index);
  }
  const extra = viewMounted ? NEW_OVERSCAN_ROWS : 0;
  const distance = (index: number) => (index < inView.first ? inView.first - index : index - inView.last);
  waiting.sort((a, b) => distance(a) - distance(b));
  indexes.push(...waiting.slice(0, extra));
  indexes.sort((a, b) => a - b);
  return { indexes, complete: waiting.length <= extra };
}
