// The dashboard sidebar (WAI-ARIA disclosure navigation): link groups, titled ones collapsible, each page's code prefetched on hover or focus; the 'Pro Tip' and the version label.
import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { isHttpUrl } from '#shared/logic/ids';
import { usePrefetchRoute } from '#web/app/prefetch-route';
import { VERSION_LABEL } from '#web/lib/site/brand';
import type { NavItem } from './nav-items';
import { SHELL_TEXTS } from './texts';

/** A titled group of sidebar links; the first group usually has no title. */
export interface NavGroup {
  heading?: string;
  items: NavItem[];
}

function SidebarLink({ item }: { item: NavItem }) {
  const prefetchRoute = usePrefetchRoute();
  const content = (
    <>
      <span className="dash-sidebar__icon center" aria-hidden="true">
        {item.icon}
      </span>
      {item.label}
    </>
  );
  if (item.external) {
    if (!isHttpUrl(item.to)) return null;
    return (
      <a
        className="dash-sidebar__link flex items-center gap-60 muted no-underline"
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink
      className={({ isActive }) =>
        `dash-sidebar__link flex items-center gap-60 muted no-underline${isActive ? ' dash-sidebar__link--active' : ''}`
      }
      to={item.to}
      end={item.end}
      onMouseEnter={() => prefetchRoute(item.to)}
      onFocus={() => prefetchRoute(item.to)}
    >
      {content}
    </NavLink>
  );
}

/**
 * One group of links. A titled group's title is a disclosure button (aria-expanded, aria-controls
 * its list) that shows or hides the list; groups start expanded. An untitled group is a plain list.
 */
function SidebarGroup({ group }: { group: NavGroup }) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <div className="dash-sidebar__group">
      {group.heading && (
        <h2 className="dash-sidebar__heading faint fs-75 uppercase">
          <button
            type="button"
            className="dash-sidebar__toggle flex items-center pointer w-full between"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {group.heading}
            <span className="dash-sidebar__chevron" aria-hidden="true">
              {expanded ? '▾' : '▸'}
            </span>
          </button>
        </h2>
      )}
      <ul id={listId} className="dash-sidebar__list grid" hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.label}>
            <SidebarLink item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The sidebar: a `nav` landmark named 'Dashboard' whose current page's link has
 * aria-current="page" (React Router's NavLink). `open` shows it as a drawer on small screens
 * (always shown on wide ones).
 */
export function DashboardSidebar({ id, open, groups }: { id: string; open: boolean; groups: NavGroup[] }) {
  return (
    <aside id={id} className={`dash-sidebar flex column gap-4 flex-none${open ? ' dash-sidebar--open' : ''}`}>
      <p className="dash-sidebar__brand extrabold tracking-02">{SHELL_TEXTS.brand}</p>
      <nav aria-label={SHELL_TEXTS.navLabel} className="grid gap-4">
        {groups.map((group) => (
          <SidebarGroup key={group.heading ?? 'main'} group={group} />
        ))}
      </nav>
      <section className="well dash-sidebar__tip p-3" aria-label={SHELL_TEXTS.proTipTitle}>
        <h2 className="mb-1 fs-90">
          <span aria-hidden="true">💡 </span>
          {SHELL_TEXTS.proTipTitle}
        </h2>
        <p className="muted fs-85">{SHELL_TEXTS.proTipText}</p>
      </section>
      <p className="dash-sidebar__version faint fs-80" title={SHELL_TEXTS.version(VERSION_LABEL)}>
        {VERSION_LABEL}
      </p>
    </aside>
  );
}
