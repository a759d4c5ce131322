// The dashboard header: menu toggle, Home link, page context, the user's avatar and name, the Logout button.
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { ThemeSwitch } from '#web/components/theme-switch';
import { UserAvatar } from '#web/components/user-avatar';
import { useLogout } from '#web/features/auth/hooks/use-logout';
import { AUTH_TEXTS } from '#web/features/auth/texts';
import { useSessionUser } from '#web/lib/session-user';
import { SHELL_TEXTS } from './texts';

/** Props of the header; `context` names the current server or page, if any. */
export interface DashboardHeaderProps {
  context?: ReactNode;
  menuOpen: boolean;
  sidebarId: string;
  onToggleMenu: () => void;
  /** The menu button, for the shell to return focus to when Escape closes the drawer. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The header. The menu button (shown on small screens) is the sidebar drawer's disclosure button:
 * always named 'Menu', its state in aria-expanded, the drawer in aria-controls. The user's avatar (64 px image, initials fallback 'User') and name link to the
 * profile. The link is named by its text ('ava.demo, view profile'); on phones the name is only visually hidden.
 */
export function DashboardHeader({
  context,
  menuOpen,
  sidebarId,
  onToggleMenu,
  menuButtonRef,
}: DashboardHeaderProps) {
  const user = useSessionUser();
  const { loggingOut, logOut } = useLogout();
  const name = user?.username || AVATAR_FALLBACK_NAMES.user;
  return (
    <header className="dash-header flex items-center gap-3">
      <button
        ref={menuButtonRef}
        type="button"
        className="well dash-header__menu pointer"
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        aria-label={SHELL_TEXTS.menu}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
      </button>
      <Link className="dash-header__home flex items-center gap-2 semibold no-underline" to={paths.home}>
        <span aria-hidden="true">⌂</span> {SHELL_TEXTS.home}
      </Link>
      <div className="dash-header__context flex items-center gap-2 min-w-0 muted grow truncate">
        {context}
      </div>
      <ThemeSwitch />
      <Link className="dash-header__user flex items-center gap-2 semibold no-underline" to={paths.profile}>
        <UserAvatar user={user} cdnSize={64} size={32} decorative />
        <span className="dash-header__name truncate">{name}</span>
        <span className="visually-hidden">{SHELL_TEXTS.profileLinkSuffix}</span>
      </Link>
      <button
        type="button"
        className="button button--secondary dash-header__logout"
        onClick={logOut}
        disabled={loggingOut}
      >
        {loggingOut ? AUTH_TEXTS.loggingOut : SHELL_TEXTS.logout}
      </button>
    </header>
  );
}
