// Knows when the page is being left, so requests the browser cancels then are not mistaken for failures.

let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

/** True between `pagehide` (the page is being left or frozen) and the next `pageshow`. */
export function isPageUnloading(): boolean {
  return unloading;
}
