// An honest 'Coming soon' panel: what is not offered yet, and where to go instead.
import type { ReactNode } from 'react';
import { Panel } from '#web/components/panel';
import { SECTION_PAGE_TEXTS } from '../section-texts';

/** Props: the panel's title, its explanation and optional links below. */
export interface ComingSoonPanelProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** The panel, tagged 'Coming soon'. */
export function ComingSoonPanel({ title, text, children }: ComingSoonPanelProps) {
  return (
    <Panel label={title} className="dash-soon gap-60">
      <span className="tag dash-badge--soon">{SECTION_PAGE_TEXTS.comingSoon}</span>
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {children && <div className="flex wrap gap-3">{children}</div>}
    </Panel>
  );
}
