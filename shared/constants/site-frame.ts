// Timings of the frame every page loads (navigation bar, progress bar), apart from limits.ts so the public pages' entry carries none of the dashboard's limits.

/** A route change slower than this shows the navigation progress bar (quicker ones show none). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

/** Scroll offset after which the navigation turns solid. */
export const NAV_SCROLL_THRESHOLD_PX = 50;
