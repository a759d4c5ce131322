// A tool page's first content as its pre-rendered shell holds it: its header, grey bars where its form comes, and what follows them.
import type { ReactNode } from 'react';
import { EDITOR_BARS, SkeletonBars } from './skeleton-bars';
import { ToolPage } from './tool-page';

/**
 * The page's heading and intro (and its header's `actions`, which the Worker makes inert) in the
 * page's own markup, so they paint from the HTML where the app draws them; grey bars where the
 * form or list comes; then `children` (a send bar, say). Texts come from the shell's locale.
 */
export function ToolShellContent({
  heading,
  intro,
  actions,
  children,
}: {
  heading: string;
  intro: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ToolPage heading={heading} intro={intro} actions={actions}>
      <SkeletonBars kinds={EDITOR_BARS} />
      {children}
    </ToolPage>
  );
}
