// Pre-rendered pages only: loads the page's scripts once its HTML is painted, so the first paint waits only for the HTML and the stylesheets.

/** The page's module scripts and preloads, held back by the pre-renderer (scripts/page-assets.mjs). */
const held = document.getElementById('after-first-paint');

/** Moves the held-back tags into the head, where they load and run as if written there. */
function start() {
  if (!(held instanceof HTMLTemplateElement)) return;
  document.head.append(document.importNode(held.content, true));
  held.remove();
}

// A requestAnimationFrame callback runs just before a frame is painted, and the task it queues
// runs after it. A hidden tab paints no frames, so there the scripts load at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
