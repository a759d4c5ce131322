// A centred card for single-message pages (redirect, verified, 404): icon, heading, text and actions.
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import './centered-panel.css';

/** The page's `<main>` holding one card; `icon` replaces the logo above the heading. */
export function CenteredPanel({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="centered-panel">
      <div className="centered-panel__card">
        <div className="centered-panel__icon" aria-hidden="true">
          {icon ?? <BrandMark size={56} />}
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
