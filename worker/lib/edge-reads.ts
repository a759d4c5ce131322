// The reads a signed-in dashboard page needs, started by the Worker while it serves the HTML, and their JSON block.
import type { Context } from 'hono';
import { EDGE_READS_ELEMENT_ID, EDGE_READS_WAIT_MS } from '#shared/constants/edge-reads';
import type { EdgeRead, EdgeReads } from '#shared/logic/edge-reads';
import { EDGE_READ_SCHEMAS, edgeReadSchemaOf } from '#shared/schemas/edge-reads';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { describeError, logEvent } from './log';
import { forwardToBot } from './upstream';

/** Characters that could end the block or confuse an HTML parser, written as JSON escapes. */
const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * `reads` as the page's non-executable JSON block. `<`, `>`, `&`, U+2028 and U+2029 are written as
 * `\uXXXX` escapes, so no text from upstream (a server named `</script><script>…`) can close the
 * block, open a comment or become markup; `JSON.parse` of the block's text gives `reads` back.
 */
export function edgeReadsBlock(reads: EdgeReads): string {
  const json = JSON.stringify(reads).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${EDGE_READS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The body of a 2xx reply of `path` as the page gets it: the output of the path's schema
 * (edgeReadSchemaOf), which the SPA then takes without checking it again; undefined when the reply
 * does not pass it. A path without a schema keeps the body as the API sent it.
 */
function checkedBody(path: string, body: unknown): { body: unknown } | undefined {
  const name = edgeReadSchemaOf(path);
  if (name === undefined) return { body };
  const checked = EDGE_READ_SCHEMAS[name].safeParse(body);
  return checked.success ? { body: checked.data } : undefined;
}

/**
 * One read's outcome for the page: 200 with the body of a 2xx JSON reply (checkedBody); the status
 * alone of a failure the SPA would retry (500 or more: its texts name only the status); undefined
 * for anything else (a 204, a 4xx whose text the page shows, a 429 whose wait it shows, a body its
 * schema refuses), which the SPA then reads itself, as it does without the Worker's help.
 */
async function readOnce(c: Context<AppEnv>, path: string): Promise<EdgeRead | undefined> {
  try {
    const reply = await forwardToBot(c, 'GET', path);
    if (reply.status < 200 || reply.status > 299 || reply.status === 204) return undefined;
    const checked = checkedBody(path, await reply.json());
    return checked && { status: 200, ...checked };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) return { status: error.status };
    logEvent('warn', 'edge_read_failed', { error: describeError(error) });
    return undefined;
  }
}

/**
 * Starts every read of `paths` at once with the request's session and resolves, at the latest after
 * EDGE_READS_WAIT_MS, with the outcome of each read done by then (see readOnce); slower reads are
 * left out. Never rejects.
 */
export async function startEdgeReads(c: Context<AppEnv>, paths: readonly string[]): Promise<EdgeReads> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), EDGE_READS_WAIT_MS);
  });
  try {
    const outcomes = await Promise.all(
      paths.map((path) => Promise.race([readOnce(c, path), deadline]).then((read) => [path, read] as const)),
    );
    const reads: EdgeReads = {};
    for (const [path, read] of outcomes) if (read) reads[path] = read;
    return reads;
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}
