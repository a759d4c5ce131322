// Bench probe: issue 20's row for the transcript viewer: 50,000 messages opened by link on the throttled phone, first messages on screen.
import { randomUUID } from 'node:crypto';
import { TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { loadOnPhone } from '../support/phone-load.mjs';
import { benchOverHttp2, protocolInFigure, protocolInTitle } from '../support/phone-protocol.mjs';
import { machineLoadRow, median } from '../support/signed-in-loads.mjs';
import { transcriptFixture } from '../support/transcript-fixture.mjs';
import { startTranscriptProduct } from '../support/transcript-probe.mjs';

export const title = `Transcript viewer, 50,000 messages by link, throttled phone (Chromium${protocolInTitle})`;

const MESSAGES = 50_000;
/** Loads; each figure is their median. */
const LOADS = 3;
/** Issue 20's target: the 50,000-message transcript's first messages on screen within 2.5 s. */
const FIRST_MESSAGES_TARGET_S = 2.5;
/** The viewer's request of the transcript (the Worker's preload of apiRoutes.transcript). */
const TRANSCRIPT_REQUEST = '/api/transcript?';

/**
 * Cancels the viewer's load (the progress bar's Cancel) if it is still running once its first
 * messages are on screen: the rest of the file is not what the figures measure, and its download
 * on the throttled network held the wait for the network to go idle past its limit on a busy machine.
 */
async function stopLoading(page) {
  const cancel = page.locator('.transcript-progress button');
  if (await cancel.isVisible()) await cancel.click({ timeout: 2_000 }).catch(() => {}); // ended meanwhile
}

/**
 * When the viewer's Web Worker read the transcript's first byte (the viewer's
 * TRANSCRIPT_TIMING.textArrived mark), in ms since the navigation; NaN when the page has no mark.
 */
async function textArrivedIn(page) {
  const at = await page.evaluate(
    (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    TRANSCRIPT_TIMING.textArrived,
  );
  return at ?? Number.NaN;
}

/**
 * Opens `/transcribe/?content=<link>` LOADS times on issue 20's throttled phone (each load a new
 * link, so the Worker's transcript cache never answers), the link served by a local host the demo
 * may read (TRANSCRIPT_ORIGINS); with BENCH_HTTP2=1 through a local HTTP/2 front (phone-protocol.mjs),
 * the figures' names then saying so. Prints each load's protocols (the document's and the
 * transcript request's). Rows: the first message row painted and the LCP, in seconds since the
 * navigation, when the transcript request went on the wire, when its reply's headers came and
 * when the viewer's Web Worker read its first byte, and the JS loaded. Every server and the browser stop, even on failure.
 */
export async function measure(context) {
  context.build();
  const { host, pagesUrl, chrome } = await startTranscriptProduct(context, transcriptFixture(MESSAGES), {
    http2: benchOverHttp2,
  });
  const loads = [];
  for (let run = 0; run < LOADS; run += 1) {
    const link = `${host.origin}/ticket-${randomUUID()}.txt`;
    const path = `/transcribe/?content=${encodeURIComponent(link)}`;
    let textArrived = Number.NaN;
    const load = await loadOnPhone(chrome, pagesUrl, {
      path,
      selector: '.virtual-list__row',
      text: null,
      follow: TRANSCRIPT_REQUEST,
      afterReady: async (page) => {
        textArrived = await textArrivedIn(page);
        await stopLoading(page);
      },
    });
    const { document, followed } = load.protocols;
    console.log(`  load ${run + 1}: document over ${document}, transcript over ${followed?.protocol}`);
    loads.push({ ...load, textArrived });
  }
  const transcriptAt = (moment) =>
    median(loads.map((load) => load.protocols.followed?.[moment] ?? Number.NaN));
  return [
    {
      figure: `first messages on screen${protocolInFigure}, median of ${LOADS}`,
      value: median(loads.map((load) => load.usable)) / 1000,
      unit: 's',
      target: FIRST_MESSAGES_TARGET_S,
    },
    {
      figure: `LCP${protocolInFigure}, median of ${LOADS}`,
      value: median(loads.map((load) => load.lcp)) / 1000,
      unit: 's',
    },
    {
      figure: `transcript request on the wire${protocolInFigure}, median of ${LOADS}`,
      value: transcriptAt('sent') / 1000,
      unit: 's',
    },
    {
      figure: `transcript reply's headers in${protocolInFigure}, median of ${LOADS}`,
      value: transcriptAt('headersIn') / 1000,
      unit: 's',
    },
    {
      figure: `transcript's first byte in the viewer's Web Worker${protocolInFigure}, median of ${LOADS}`,
      value: median(loads.map((load) => load.textArrived)) / 1000,
      unit: 's',
    },
    {
      figure: `JS loaded (gzip)${protocolInFigure}`,
      value: median(loads.map((load) => load.jsBytes)) / 1000,
      unit: 'KB',
    },
    machineLoadRow(),
  ];
}
