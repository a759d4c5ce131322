// Reads the Worker starts for a signed-in dashboard page and hands to the SPA inside the HTML (issue 20).

/** Id of the `<script type="application/json">` block holding the edge reads in a dashboard page. */
export const EDGE_READS_ELEMENT_ID = 'edge-reads';
/**
 * Longest the Worker holds the end of a dashboard page for its reads. A read not done by then is
 * left out and the SPA fetches it itself; meanwhile the browser already loads the page's scripts.
 */
export const EDGE_READS_WAIT_MS = 1_000;
/** How long after the page loaded the SPA may still use an edge read (the query cache's freshness, 30 s). */
export const EDGE_READS_FRESH_MS = 30_000;
