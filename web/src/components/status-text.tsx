// A plain line of status (loading, saving, saved, failed) that the live region speaks as it appears.
import type { ReactNode } from 'react';
import { type Politeness, useAnnouncedStatus } from '../lib/a11y/announcer';

/**
 * Shows `children` in a `p` (a `span` inside a line, a `div` around blocks) and has the live region speak them when
 * they appear or change: politely unless `politeness` is 'assertive' (errors). Buttons and
 * aria-hidden parts inside are not spoken. Not a live region itself, so the text is said once.
 */
export function StatusText({
  as: Tag = 'p',
  politeness = 'polite',
  className,
  children,
}: {
  as?: 'p' | 'span' | 'div';
  politeness?: Politeness;
  className?: string;
  children: ReactNode;
}) {
  const announced = useAnnouncedStatus<HTMLElement>(politeness);
  return (
    <Tag ref={announced} className={className}>
      {children}
    </Tag>
  );
}
