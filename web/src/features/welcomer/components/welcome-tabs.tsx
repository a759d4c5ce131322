// The tab strip of the Welcome Dashboard (which tabs show: `visibleWelcomeTabs`).
import { type KeyboardEvent, useRef } from 'react';
import type { WelcomeTab } from '#shared/logic/welcome-tabs';
import { WELCOME_TEXTS as T } from '../texts';

/** The id of a tab's button and of its panel. */
export const tabIds = (tab: WelcomeTab) => ({ tab: `wc-tab-${tab}`, panel: `wc-panel-${tab}` });

/** An ARIA tablist: arrows, Home and End move between tabs and select them. */
export function WelcomeTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly WelcomeTab[];
  active: WelcomeTab;
  onSelect: (tab: WelcomeTab) => void;
}) {
  const buttons = useRef(new Map<WelcomeTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div className="wc-tabs" role="tablist" aria-label={T.tabsLabel} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabIds(tab).tab}
          aria-selected={tab === active}
          aria-controls={tabIds(tab).panel}
          tabIndex={tab === active ? 0 : -1}
          className="wc-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {T.tabs[tab]}
        </button>
      ))}
    </div>
  );
}
