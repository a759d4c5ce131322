// The one tab set of the app (WAI-ARIA Tabs pattern): a tablist of buttons and the panel of the selected tab.
import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

/** The keys that move between tabs, and where each goes from `index` among `count` tabs. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Props of a tab set; `id` prefixes the element ids (`{id}-tab-{tab}`, `{id}-panel`). */
export interface TabsProps<T extends string> {
  id: string;
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly T[];
  /** Each tab's visible name. */
  names: Readonly<Record<T, string>>;
  active: T;
  onSelect: (tab: T) => void;
  /** A feature's own class on the tablist and on the panel, for what is unique to its look. */
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel content. */
  children: ReactNode;
}

/**
 * A tablist of `tabs` with roving tabindex (only the selected tab is a Tab stop) and automatic
 * activation: ArrowRight/ArrowLeft (wrapping), Home and End select the tab they reach and focus it.
 * Each tab has aria-selected and aria-controls the one panel, which is labelled by the selected tab.
 * `active` must be one of `tabs` (else no tab is a Tab stop; the keys then count from the first).
 */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  names,
  active,
  onSelect,
  className,
  panelClassName,
  children,
}: TabsProps<T>) {
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const next = move && tabs[move(Math.max(tabs.indexOf(active), 0), tabs.length)];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <>
      <div className={className ? `tabs flex ${className}` : 'tabs flex'} role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="tabs__tab muted semibold pointer"
            aria-selected={tab === active}
            aria-controls={panelId}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {names[tab]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
