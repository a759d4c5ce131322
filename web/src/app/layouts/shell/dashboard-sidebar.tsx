// The dashboard sidebar: link groups (each page's code prefetched on hover or focus), the 'Pro Tip' and the version label.
import { NavLink } from 'react-router-dom';
import { VERSION_LABEL } from '#shared/constants/brand';
import { isHttpUrl } from '#shared/schemas/ids';
import { prefetchRoute } from '../../prefetch-route';
import type { NavItem } from './nav-items';
import { SHELL_TEXTS } from './texts';

/** A titled group of sidebar links; the first group usually has no title. */
export interface NavGroup {
  heading?: string;
  items: NavItem[];
}

function SidebarLink({ item }: { item: NavItem }) {
  const content = (
    <>
      <span className="dash-sidebar__icon" aria-hidden="true">
        {item.icon}
      </span>
      {item.label}
    </>
  );
  if (item.external) {
    if (!isHttpUrl(item.to)) return null;
    return (
      <a className="dash-sidebar__link" href={item.to} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink
      className={({ isActive }) => `dash-sidebar__link${isActive ? ' dash-sidebar__link--active' : ''}`}
      to={item.to}
      end={item.end}
      onMouseEnter={() => prefetchRoute(item.to)}
      onFocus={() => prefetchRoute(item.to)}
    >
      {content}
    </NavLink>
  );
}

/** The sidebar; `open` shows it as a drawer on small screens (always shown on wide ones). */
export function DashboardSidebar({ id, open, groups }: { id: string; open: boolean; groups: NavGroup[] }) {
  return (
    <aside id={id} className={`dash-sidebar${open ? ' dash-sidebar--open' : ''}`}>
      <p className="dash-sidebar__brand">{SHELL_TEXTS.brand}</p>
      <nav aria-label={SHELL_TEXTS.navLabel}>
        {groups.map((group) => (
          <div className="dash-sidebar__group" key={group.heading ?? 'main'}>
            {group.heading && <h2 className="dash-sidebar__heading">{group.heading}</h2>}
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <SidebarLink item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section className="dash-sidebar__tip" aria-label={SHELL_TEXTS.proTipTitle}>
        <h2>
          <span aria-hidden="true">💡 </span>
          {SHELL_TEXTS.proTipTitle}
        </h2>
        <p>{SHELL_TEXTS.proTipText}</p>
      </section>
      <p className="dash-sidebar__version" title={SHELL_TEXTS.version(VERSION_LABEL)}>
        {VERSION_LABEL}
      </p>
    </aside>
  );
}
