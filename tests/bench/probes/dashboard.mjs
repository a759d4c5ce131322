// Bench probe: signed-in dashboard pages on a throttled phone (150 ms RTT, 1.6 Mbit/s, 4x CPU, no cache): usable time, LCP and JS loaded.

import { loadOnPhone } from '../support/phone-load.mjs';
import { benchOverHttp2, protocolInFigure, protocolInTitle } from '../support/phone-protocol.mjs';
import { loadEachSignedIn, machineLoadRow, median } from '../support/signed-in-loads.mjs';

export const title = `Dashboard pages, signed in, throttled phone (Chromium${protocolInTitle})`;

/** A server the demo admin administers (seed of worker/demo/seed.ts). */
const SERVER = '1100000000000000001';
/** Loads per page; each figure is their median. */
const LOADS = 3;
/** Issue 20's targets. */
const USABLE_TARGET_S = 1.2;
const LCP_TARGET_S = 1.2;
/**
 * The pages and what makes each usable: its main content on screen (the server list, the
 * overview's server name, the tool's send or save button), as a CSS selector plus exact text.
 */
const PAGES = [
  { path: '/dashboard', selector: '.dash-server-grid a', text: null },
  { path: `/dashboard/${SERVER}`, selector: 'main h1', text: 'Warden HQ' },
  { path: `/dashboard/${SERVER}/embed-generator`, selector: 'main button', text: 'Send Embed' },
  { path: `/dashboard/${SERVER}/welcome-config`, selector: 'main button', text: 'Save Configuration' },
];

/**
 * Signs in as the demo admin (the demo login, session cookie) and loads each dashboard page LOADS
 * times under issue 20's throttled phone profile; with BENCH_HTTP2=1 through a local HTTP/2 front
 * (phone-protocol.mjs), the figures' names then saying so, and each page's first load prints the
 * document's protocol. Rows: usable and LCP in seconds beside their targets, and the JS loaded
 * (gzip KB), each the median of the loads.
 */
export async function measure(context) {
  const pages = await loadEachSignedIn(context, PAGES, LOADS, loadOnPhone, { http2: benchOverHttp2 });
  const rows = [];
  for (const [index, target] of PAGES.entries()) {
    const loads = pages[index] ?? [];
    const route = target.path.replace(SERVER, '{id}');
    console.log(`  ${route}: document over ${loads[0]?.protocols.document}`);
    rows.push(
      {
        figure: `${route} usable${protocolInFigure}, median of ${LOADS}`,
        value: median(loads.map((load) => load.usable)) / 1000,
        unit: 's',
        target: USABLE_TARGET_S,
      },
      {
        figure: `${route} the app's own element ready${protocolInFigure}, median of ${LOADS}`,
        value: median(loads.map((load) => load.ready)) / 1000,
        unit: 's',
      },
      {
        figure: `${route} LCP${protocolInFigure}, median of ${LOADS}`,
        value: median(loads.map((load) => load.lcp)) / 1000,
        unit: 's',
        target: LCP_TARGET_S,
      },
      {
        figure: `${route} JS loaded (gzip)${protocolInFigure}`,
        value: median(loads.map((load) => load.jsBytes)) / 1000,
        unit: 'KB',
      },
    );
  }
  rows.push(machineLoadRow());
  return rows;
}
