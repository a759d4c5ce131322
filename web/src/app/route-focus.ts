// After each client-side navigation: focus moves to the new page's main heading and the page title is announced.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '../lib/a11y/announcer';

/**
 * The element a new page is entered at, inside the app's `#root` (not a pre-rendered dashboard
 * shell's copy that may still follow it, hidden): the first `h1` inside `main` (or anywhere), else
 * the `main` region itself, else null. It becomes focusable by script only (tabindex -1), never a tab stop.
 */
export function pageEntryPoint(
  root: ParentNode = document.getElementById('root') ?? document,
): HTMLElement | null {
  const target =
    root.querySelector<HTMLElement>('main h1') ??
    root.querySelector<HTMLElement>('h1') ??
    root.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * On every change of path after the first page (not on a hash or query change, nor on the first
 * load, where the browser already starts at the top), focuses the new page's entry point and
 * announces `document.title` (before anything the new page announces at the same moment, such as
 * its loading state). Render it after the component that sets the title, so the title is the new one.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    pageEntryPoint()?.focus();
    announce(document.title, 'polite', true);
  }, [pathname, announce]);
}
