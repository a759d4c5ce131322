// Profile shortcuts: Account Settings (/settings) and Bot Dashboard (/dashboard).
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { PROFILE_TEXTS } from '../profile-texts';
import '#web/components/tool-page.css';

const SHORTCUTS = [
  { to: paths.settings, icon: '⚙', title: PROFILE_TEXTS.settingsTitle, text: PROFILE_TEXTS.settingsText },
  { to: paths.dashboard, icon: '▦', title: PROFILE_TEXTS.dashboardTitle, text: PROFILE_TEXTS.dashboardText },
];

/** The two shortcut cards, each one link. */
export function ShortcutCards() {
  return (
    <nav aria-label={PROFILE_TEXTS.shortcutsTitle}>
      <ul className="stack stack--large dash-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link className="panel panel--compact dash-shortcut gap-35 no-underline" to={shortcut.to}>
              <span className="dash-tool__icon fs-120" aria-hidden="true">
                {shortcut.icon}
              </span>
              <strong>{shortcut.title}</strong>
              <span className="muted fs-90">{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
