// A tool page's live preview: a region named by its heading, the preview switches, and the message or a placeholder.
import { type ReactNode, useId } from 'react';
import { PreviewStage } from './preview-stage';

/**
 * A `<section>` named by its h2 `heading`, holding the preview stage (theme, width and display
 * switches) with `children` (the message) drawn in it, or `placeholder` while `children` is
 * nothing (null, undefined or false: the draft holds nothing to draw).
 */
export function ToolPreview({
  heading,
  placeholder,
  children,
}: {
  heading: string;
  placeholder: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="tool-preview grid gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="fs-110">
        {heading}
      </h2>
      <PreviewStage>{children || <p className="tool-preview__empty center">{placeholder}</p>}</PreviewStage>
    </section>
  );
}
