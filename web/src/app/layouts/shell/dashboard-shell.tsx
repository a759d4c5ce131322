// The dashboard chrome: header, sidebar (a drawer on small screens) and the page area.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { noteNavigation } from '#web/lib/shell-handover';
import { DashboardHeader } from './dashboard-header';
import { DashboardSidebar, type NavGroup } from './dashboard-sidebar';
import { SHELL_TEXTS } from './texts';
import './dashboard-shell.css';
import './dashboard-skeleton.css';

/** Props: the sidebar's link groups, what the header says about the current page, and the page. */
export interface DashboardShellProps {
  groups: NavGroup[];
  context?: ReactNode;
  children: ReactNode;
}

const SIDEBAR_ID = 'dash-sidebar';

/**
 * Lays out header, sidebar and page. On small screens the sidebar is a drawer opened from the
 * header's menu button; it closes on navigation, on a click outside it and on Escape, which also
 * returns focus to the menu button when focus was in the drawer (or nowhere), so it is not lost.
 */
export function DashboardShell({ groups, context, children }: DashboardShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The pre-rendered shell's copy of the page (hidden by CSS once #root has content) leaves the
  // document once the app's frame is drawn, so no focus move, locator or assistive technology meets it.
  useEffect(() => document.querySelector('.dash-skeleton')?.remove(), []);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) noteNavigation();
  }, [pathname]);

  useEffect(() => {
    void pathname;
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || document.getElementById(SIDEBAR_ID)?.contains(focus);
      setMenuOpen(false);
      if (lost) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="dash-shell flex column">
      <DashboardHeader
        context={context}
        menuOpen={menuOpen}
        sidebarId={SIDEBAR_ID}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuButtonRef={menuButton}
      />
      <div className="flex grow">
        <DashboardSidebar id={SIDEBAR_ID} open={menuOpen} groups={groups} />
        {menuOpen && (
          <button
            type="button"
            className="dash-shell__backdrop"
            aria-label={SHELL_TEXTS.closeMenu}
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
          />
        )}
        <main className="dash-shell__main min-w-0 grow p-6">{children}</main>
      </div>
    </div>
  );
}
