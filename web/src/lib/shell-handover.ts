// Which page the pre-rendered dashboard shell drew before the app took over, so the app's copy of it takes its place without a second entrance.

/**
 * The path of the page whose content the shell drew (not only its placeholders), read once when
 * the dashboard's code loads, before the app renders and removes the shell; null without one.
 */
const drawnPath =
  typeof document !== 'undefined' && document.querySelector('.dash-skeleton .tool-page') !== null
    ? window.location.pathname
    : null;

let navigated = false;

/**
 * True when `pathname` is the page the pre-rendered shell drew its content for and the app has not
 * navigated since: the app's copy replaces the shell's, already on screen, so it must not enter
 * again (a fade-in would flash it). False on every later visit, and on a page served without a shell.
 */
export function drawnByShell(pathname: string): boolean {
  return !navigated && pathname === drawnPath;
}

/** Records the app's first navigation: from then on every page enters as it always does. */
export function noteNavigation(): void {
  navigated = true;
}
