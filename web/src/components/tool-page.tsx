// The dashboard page scaffold: the page column and its header (a tool's form: tool-form.tsx).
import type { ReactNode } from 'react';
import './tool-page.css';

/** What a page header shows: `leading` (a back button or the server icon), the title, the intro under it, `actions` on the right. */
export interface PageHeaderProps {
  heading: ReactNode;
  intro?: ReactNode;
  leading?: ReactNode;
  actions?: ReactNode;
}

/** The one dashboard page header. */
export function PageHeader({ heading, intro, leading, actions }: PageHeaderProps) {
  return (
    <header className="cluster tool-page__header gap-4">
      {leading}
      <div className="tool-page__titles grid gap-1 min-w-0">
        <h1 className="break-anywhere fs-160">{heading}</h1>
        {intro && <p className="tool-page__intro muted">{intro}</p>}
      </div>
      {actions && <div className="cluster tool-page__actions">{actions}</div>}
    </header>
  );
}

/**
 * One dashboard page: the page column with its header (see `PageHeader`; left out without a
 * `heading`, for pages that draw it later) followed by `children`. `className` adds a feature's
 * own class to the column (for a fade-in, say).
 */
export function ToolPage({
  className,
  children,
  ...header
}: Partial<PageHeaderProps> & { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `tool-page grid gap-5 w-full ${className}` : 'tool-page grid gap-5 w-full'}>
      {header.heading !== undefined && <PageHeader {...header} heading={header.heading} />}
      {children}
    </div>
  );
}
