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

/**
 * The Worker's read of the bot-API `path` for this page, at most once: the first caller takes it,
 * later ones (a refetch, a Retry) get undefined and call the API. Undefined too once the page is
 * older than EDGE_READS_FRESH_MS, so nothing older than the query cache's freshness is used.
 */
export function takeEdgeRead(path: string): EdgeRead | undefined {
  pending ??= readBlock();
  if (performance.now() > EDGE_READS_FRESH_MS) pending.clear();
  const read = pending.get(path);
  pending.delete(path);
  return read;
}

// A sign-out or a new sign-in drops whatever the Worker read for the earlier session.
appStore.sub(sessionAtom, () => {
  pending = new Map();
});
