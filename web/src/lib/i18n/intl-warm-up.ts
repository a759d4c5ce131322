// Loads the browser's Intl data in a Web Worker before the app's first render, so the page's first number or date formatter does not block the main thread.

/** How long the app waits at most for the warm-up before rendering anyway, in milliseconds. */
export const INTL_WARM_UP_WAIT_MS = 1000;

/**
 * Has a module Web Worker create a number, a date and a plural formatter of `locale` once. A
 * browser loads its Intl data (ICU) once per process, and the first formatter created pays for it:
 * on the main thread that load ran inside the hydration of every page showing a count or a date
 * (docs/public-site.md, "Intl data loaded in a worker"). After the worker has paid it, the page's
 * own formatters cost microseconds. Resolves when the worker is done or failed, or after INTL_WARM_UP_WAIT_MS; never
 * rejects. Without Worker (a test DOM) it resolves at once; a failure only means the page pays
 * for the data itself, as before.
 */
export function warmUpIntl(locale: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  const worker = new Worker(new URL('./intl-warm-up-worker.ts', import.meta.url), {
    type: 'module',
    name: 'intl-warm-up',
  });
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, INTL_WARM_UP_WAIT_MS);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  });
}
