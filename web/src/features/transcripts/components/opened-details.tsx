// A <details> that draws its content only once opened: a closed panel adds no elements to the page's first screen.
import { type ReactNode, useState } from 'react';

interface OpenedDetailsProps {
  className: string;
  summary: ReactNode;
  /** Drawn from the first time the panel opens, and kept when it closes again (its state survives). */
  children: ReactNode;
}

/**
 * A closed-by-default `<details>` with a link-styled summary. Its content mounts on the first
 * `toggle` to open (a click, Enter or Space on the summary), one frame after the panel opens.
 */
export function OpenedDetails({ className, summary, children }: OpenedDetailsProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="pointer text-link">{summary}</summary>
      {opened && children}
    </details>
  );
}
