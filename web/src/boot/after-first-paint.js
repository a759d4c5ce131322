// Pre-rendered pages only: loads the page's scripts once its first contentful paint is on screen, so that paint waits only for the HTML and the stylesheet.

/** The page's module scripts and preloads, held back by the pre-renderer (scripts/page-assets.mjs). */
const held = document.getElementById('after-first-paint');

/**
 * Tags put into the head per task. Each inserted script or preload starts its request there and
 * then; a dashboard shell holds some 40, which in one task took 11-13 ms of thread time, over the
 * 50 ms that Lighthouse's Total Blocking Time counts on its 4x slower CPU. A public page holds 8-12,
 * so it still puts them in in one task.
 */
const TAGS_PER_TASK = 12;

/** Puts `tags` into the head in order, TAGS_PER_TASK per task, yielding to the browser between. */
function appendInSlices(tags) {
  document.head.append(...tags.slice(0, TAGS_PER_TASK));
  if (tags.length > TAGS_PER_TASK) setTimeout(() => appendInSlices(tags.slice(TAGS_PER_TASK)), 0);
}

/**
 * Moves the held-back tags into the head, where they load and run as if written there, the module
 * scripts first (the held order); runs once.
 */
function start() {
  if (!(held instanceof HTMLTemplateElement) || !held.isConnected) return;
  held.remove();
  appendInSlices([...document.importNode(held.content, true).children]);
}

/**
 * Calls `start` in a task after the browser reports the first contentful paint, whose entry comes
 * once the frame is presented (a requestAnimationFrame callback runs before its frame is even
 * drawn, so scripts it starts are fetched before the paint). A hidden tab paints nothing, so
 * there, and in a tab hidden before its first paint, the scripts load at once. A browser without
 * paint timing starts them in the task after the first frame.
 */
function startAfterFirstPaint() {
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

startAfterFirstPaint();
