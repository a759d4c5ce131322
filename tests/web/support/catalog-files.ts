// The component tests' stand-in for the static asset server: answers the catalogue data files the pages' catalogue modules fetch (scripts/catalog-data.ts).
import CATALOG_FILES from 'virtual:catalog-files';

/** Every catalogue data file URL fetched since `serveCatalogFiles`, in order. */
export const catalogFileRequests: string[] = [];

/** What a data file answers: its JSON, or a status to fail with (for the failure path). */
export const catalogFileReplies = { status: 200 };

/**
 * Wraps the global `fetch` so that a request for a catalogue data file (`/assets/<name>-<hash>.json`)
 * is answered with its JSON (or `catalogFileReplies.status` when not 200) and recorded; every other
 * request goes to the `fetch` in place before, untouched.
 */
export function serveCatalogFiles(): void {
  const passOn = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const json = CATALOG_FILES[url];
    if (json === undefined) return passOn(input, init);
    catalogFileRequests.push(url);
    const { status } = catalogFileReplies;
    return status === 200
      ? new Response(json, { headers: { 'Content-Type': 'application/json' } })
      : new Response(null, { status });
  };
}
