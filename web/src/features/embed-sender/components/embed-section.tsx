// A collapsible section of the embed editor.
import type { ReactNode } from 'react';

/** An open, collapsible group of inputs titled `title`; `row` lays its inputs side by side when wide. */
export function EmbedSection({
  title,
  row = false,
  children,
}: {
  title: ReactNode;
  row?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="well" open>
      <summary className="embed-section__summary bold pointer">{title}</summary>
      <div className={`embed-section__body grid gap-4 min-w-0${row ? ' tool-columns' : ''}`}>{children}</div>
    </details>
  );
}
