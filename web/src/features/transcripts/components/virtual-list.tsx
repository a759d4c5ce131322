// A scrolling list that renders only the rows near the viewport, for transcripts of 50,000 messages.
import { type ReactNode, useEffect } from 'react';
import { useVirtualWindow } from '../hooks/use-virtual-window';
import './virtual-list.css';

/** A request to bring row `index` into view; a new `seq` repeats the request for the same row. */
export interface ScrollRequest {
  index: number;
  seq: number;
}

interface VirtualListProps {
  count: number;
  /** A stable key per row: a non-negative integer (heights are kept by key). */
  keyOf: (index: number) => number;
  estimate: (index: number) => number;
  renderRow: (index: number) => ReactNode;
  label: string;
  scrollRequest: ScrollRequest | null;
}

/**
 * A keyboard-scrollable region holding a list with `count` rows. `keyOf` and `estimate` must be
 * stable (memoised); rows are measured once rendered. Each row is a list item announcing its position.
 */
export function VirtualList({ count, keyOf, estimate, renderRow, label, scrollRequest }: VirtualListProps) {
  const { scrollRef, rows, totalHeight, measureRef, scrollToIndex, onScroll, onUserScroll } =
    useVirtualWindow({
      count,
      keyOf,
      estimate,
    });
  useEffect(() => {
    if (scrollRequest && scrollRequest.index < count) scrollToIndex(scrollRequest.index);
  }, [scrollRequest, count, scrollToIndex]);
  return (
    <section
      ref={scrollRef}
      className="virtual-list"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      onScroll={onScroll}
      onWheel={onUserScroll}
      onTouchStart={onUserScroll}
      onKeyDown={onUserScroll}
      onPointerDown={onUserScroll}
    >
      <ul className="virtual-list__spacer w-full" style={{ height: totalHeight }}>
        {rows.map(({ index, top }) => (
          <li
            key={keyOf(index)}
            ref={measureRef}
            aria-setsize={count}
            aria-posinset={index + 1}
            data-index={index}
            className="virtual-list__row"
            style={{ transform: `translateY(${top}px)` }}
          >
            {renderRow(index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
