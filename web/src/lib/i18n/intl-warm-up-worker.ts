// The Intl warm-up Web Worker: creates one number, unit, date and plural formatter of the locale it is sent, then answers.

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: null) => void;
};

/**
 * Creates and uses one number, unit (megabytes, as the transcript viewer's progress bar writes
 * sizes), date and plural formatter of `locale` (a BCP 47 tag; empty for the browser's own), which
 * loads the process's Intl data, units included. Never throws: for a locale Intl rejects, the
 * page's own formatters load the data, as without this worker.
 */
export function loadIntlData(locale: string): void {
  const locales = locale || undefined;
  try {
    new Intl.NumberFormat(locales).format(1234.5);
    new Intl.NumberFormat(locales, { style: 'unit', unit: 'megabyte' }).format(1.5);
    new Intl.DateTimeFormat(locales, { dateStyle: 'long' }).format(0);
    new Intl.PluralRules(locales).select(1);
  } catch {
    // nothing loaded: the page pays for the data itself
  }
}

/** One message (the locale) loads the data; the answer says the worker is done, whatever the outcome. */
scope.onmessage = ({ data }) => {
  loadIntlData(data);
  scope.postMessage(null);
};
