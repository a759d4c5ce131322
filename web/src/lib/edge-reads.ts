// The reads the Worker made for this dashboard page (issue 20), each handed once to the first GET of its path.
import { EDGE_READS_ELEMENT_ID, EDGE_READS_FRESH_MS } from '#shared/constants/edge-reads';
import { type EdgeRead, readEdgeReads } from '#shared/logic/edge-reads';
import { appStore } from './jotai';
import { sessionAtom } from './session';

/** The page's edge reads not yet taken; read from the HTML on first use. */
let pending: Map<string, EdgeRead> | null = null;

/** The block's reads, or none when the page has no block or it is not what the Worker writes. */
function readBlock(): Map<string, EdgeRead> {
  const text = globalThis.document?.getElementById(EDGE_READS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    return readEdgeReads(JSON.parse(text));
  } catch {
    return new Map();
  }
}

/** The reads not yet taken, none once the page is older than EDGE_READS_FRESH_MS. */
function pendingReads(): Map<string, EdgeRead> {
  pending ??= readBlock();
  if (performance.now() > EDGE_READS_FRESH_MS) pending.clear();
  return pending;
}

/**
 * The Worker's read of the bot-API `path` for this page, at most once: the first caller takes it,
 * later ones (a refetch, a Retry) get undefined and call the API. Undefined too once the page is
 * older than EDGE_READS_FRESH_MS, so nothing older than the query cache's freshness is used.
 */
export function takeEdgeRead(path: string): EdgeRead | undefined {
  const reads = pendingReads();
  const read = reads.get(path);
  reads.delete(path);
  return read;
}

/**
 * As takeEdgeRead, but only a read that succeeded (2xx) is taken; a failed one stays for the
 * caller's own request (`checkedRead`), which turns it into the reply's error.
 */
export function takeSucceededEdgeRead(path: string): EdgeRead | undefined {
  const read = pendingReads().get(path);
  return read && read.status >= 200 && read.status <= 299 ? takeEdgeRead(path) : undefined;
}

// A sign-out or a new sign-in drops whatever the Worker read for the earlier session.
appStore.sub(sessionAtom, () => {
  pending = new Map();
});
