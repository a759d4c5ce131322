// The dashboard chrome as the pre-rendered shells show it before any script runs: header, sidebar and page placeholders.
import { SHELL_TEXTS } from './texts';

/** Placeholder bars of the sidebar and of the page, by their modifier class. */
const SIDEBAR_BARS = ['title', 'line', 'line', 'line', 'line', 'line'] as const;
const PAGE_BARS = ['title', 'line', 'panel', 'panel'] as const;

/**
 * The chrome of every dashboard page, laid out by the shell's own classes so nothing moves when the
 * app replaces it, with grey bars for the sidebar links and the page. Hidden from assistive
 * technology and inert: it is a picture of the page to come. dashboard-skeleton.css hides it once
 * the app has rendered into #root (the skeleton follows #root in the document).
 */
export function DashboardSkeleton() {
  return (
    <div className="dash-shell dash-skeleton" aria-hidden="true" inert>
      <div className="dash-header">
        <span className="well dash-header__menu">☰</span>
        <span className="dash-header__home">⌂ {SHELL_TEXTS.home}</span>
        <span className="dash-header__context" />
        <span className="dash-skeleton__bar dash-skeleton__bar--avatar" />
      </div>
      <div className="dash-shell__body">
        <div className="dash-sidebar">
          {SIDEBAR_BARS.map((kind, index) => (
            <span key={`${kind}-${index}`} className={`dash-skeleton__bar dash-skeleton__bar--${kind}`} />
          ))}
        </div>
        <div className="dash-shell__main">
          {PAGE_BARS.map((kind, index) => (
            <span key={`${kind}-${index}`} className={`dash-skeleton__bar dash-skeleton__bar--${kind}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
