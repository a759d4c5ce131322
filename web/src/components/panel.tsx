// The one dashboard panel: a bordered card with an optional title row, used by every tool page and the overview.
import { type ReactNode, type Ref, useId } from 'react';
import './tool-page.css';

/** How a panel sits: `default` roomy, `compact` for cards in a grid or list, `flush` for content that brings its own padding. */
export type PanelVariant = 'default' | 'compact' | 'flush';

/**
 * A `<section>` panel named by its `title` (an h2, or the `headingLevel` given) with `actions`
 * beside the title; without a title, `label` names it (else it is unnamed). `as` renders it as
 * another element (e.g. `li` inside a list, `nav` for links). A title given `headingRef` can take
 * the focus from script (tabIndex -1, not a Tab stop), e.g. when the last item under it is deleted.
 */
export function Panel({
  title,
  actions,
  variant = 'default',
  headingLevel = 2,
  as: Element = 'section',
  label,
  className,
  busy,
  headingRef,
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  variant?: PanelVariant;
  headingLevel?: 2 | 3;
  as?: 'section' | 'li' | 'aside' | 'nav' | 'div';
  label?: string;
  className?: string;
  busy?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = ['panel', variant === 'default' ? '' : `panel--${variant}`, className ?? ''];
  const heading = title ? (
    <Heading
      id={headingId}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="panel__title fs-110"
    >
      {title}
    </Heading>
  ) : null;
  return (
    <Element
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={busy || undefined}
    >
      {actions ? (
        <div className="cluster panel__head between">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Element>
  );
}
