// An editor's list of rows (embed fields, role buttons): one ordered list, and the keyboard focus kept on a row's control when rows move or go.
import { Fragment, type ReactNode, type RefObject, useRef } from 'react';
import { rowControl } from '#web/lib/a11y/row-focus';
import { useFocusAfterRender } from '#web/lib/a11y/use-focus-after-render';

/**
 * The ref to hand to `RowList`, and `focusRow(index, action)`: after the next render it focuses the
 * control marked `action` (see `rowControl`) in the row now at `index`, else in the row before,
 * else the element `fallback` gives (e.g. 'Add field' once the last row went); else the focus stays.
 */
export function useRowFocus(fallback?: () => HTMLElement | null) {
  const list = useRef<HTMLOListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focusRow = (index: number, action: string) =>
    focusAfterRender(() => rowControl(list.current, index, action) ?? fallback?.());
  return { list, focusRow };
}

/** `rows` in order as an `<ol>`, each drawn by `children(row, index)` (an `li`) and keyed by its id. */
export function RowList<R extends { id: string }>({
  rows,
  listRef,
  children,
}: {
  rows: readonly R[];
  listRef: RefObject<HTMLOListElement | null>;
  children: (row: R, index: number) => ReactNode;
}) {
  return (
    <ol ref={listRef} className="stack">
      {rows.map((row, index) => (
        <Fragment key={row.id}>{children(row, index)}</Fragment>
      ))}
    </ol>
  );
}
