// Chromium driven over a bare CDP connection that never enables the Network domain, so DevTools keeps no reply bodies (as in a visitor's browser).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.mjs';

/** Longest wait for Chromium to print its DevTools address. */
const LAUNCH_TIMEOUT_MS = 30_000;
/** How often `waitFor` asks the page again. */
const POLL_MS = 100;
/**
 * Switches Playwright starts its Chromium with that bear on timing: a page it does not see as in
 * front is not slowed (timers, frames, IPC) and the first paint is not held. Without them a bare
 * page's scroll frames ran slower than the Playwright-driven ones on the same load.
 */
const UNTHROTTLED_FLAGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-features=PaintHolding',
];
/** The page's size, as the Playwright-driven browser tests have it. */
const VIEWPORT = { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false };

/**
 * Starts headless Chromium (the machine's flags and `args`, a fresh profile,
 * `--remote-debugging-port=0`) and connects to it. `close` stops the browser and removes its profile; it never throws.
 * @throws Error when Chromium exits or prints no DevTools address within 30 s (it is stopped and its
 *   profile removed).
 */
export async function launchBareChromium({ args = [] } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'warden-cdp-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      ...UNTHROTTLED_FLAGS,
      ...args,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--lang=en-US',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((done) => chrome.once('exit', done));
  const close = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      chrome.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const socket = new WebSocket(await devToolsAddress(chrome));
    await new Promise((done, fail) => {
      socket.addEventListener('open', done, { once: true });
      socket.addEventListener('error', () => fail(new Error('could not connect to Chromium')), {
        once: true,
      });
    });
    const { send, listen } = connection(socket);
    return {
      newPage: (initScript) => newPage(send, listen, initScript),
      close: async () => {
        socket.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Resolves with the `ws://` address Chromium prints on stderr; rejects if it exits or takes over 30 s. */
function devToolsAddress(chrome) {
  return new Promise((done, fail) => {
    let printed = '';
    const timer = setTimeout(
      () => fail(new Error('Chromium printed no DevTools address')),
      LAUNCH_TIMEOUT_MS,
    );
    chrome.stderr.on('data', (chunk) => {
      printed += chunk;
      const address = /DevTools listening on (ws:\S+)/.exec(printed)?.[1];
      if (!address) return;
      clearTimeout(timer);
      done(address);
    });
    chrome.once('exit', () => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited before listening: ${printed.slice(-500)}`));
    });
  });
}

/**
 * `send(method, params, sessionId)` over `socket`: resolves with the command's result, rejects with
 * CDP's error message (or when the connection closes first). `listen(fn)` calls `fn(message)` for
 * every event (a message without an id: `{ method, params, sessionId }`) and returns its removal.
 */
function connection(socket) {
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data);
    if (message.id === undefined) {
      for (const listener of listeners) listener(message);
      return;
    }
    const reply = pending.get(message.id);
    if (!reply) return;
    pending.delete(message.id);
    if (message.error) reply.fail(new Error(`${reply.method}: ${message.error.message}`));
    else reply.done(message.result);
  });
  socket.addEventListener('close', () => {
    for (const reply of pending.values()) reply.fail(new Error(`${reply.method}: the connection closed`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((done, fail) => {
      lastId += 1;
      pending.set(lastId, { method, done, fail });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  const listen = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { send, listen };
}

/**
 * Opens a blank tab of VIEWPORT's size that runs `initScript` (a function) in every document before
 * the page's own scripts. The page offers `goto(url)` (resolves once the navigation commits),
 * `evaluate(fn, arg)` (`fn(arg)` in the page, awaited, its result as JSON), `waitFor(fn, arg, timeoutMs)`
 * (until `fn(arg)` is truthy; an error thrown while the page changes documents counts as false),
 * `send(method, params)` (any CDP command on the page), `trace(categories)` (starts a Chromium trace
 * of the page; resolves with `stop()`, which ends it and resolves with its events) and `close()`.
 * Every method rejects with CDP's or the page's error; `waitFor` also when `timeoutMs` passes.
 */
async function newPage(send, listen, initScript) {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const pageSend = (method, params) => send(method, params, sessionId);
  await pageSend('Emulation.setDeviceMetricsOverride', VIEWPORT);
  // the page counts as focused, as Playwright has its pages, whichever tab is in front
  await pageSend('Emulation.setFocusEmulationEnabled', { enabled: true });
  // Without the Page domain the script is not run in new documents (seen in Chromium 156).
  await pageSend('Page.enable');
  await pageSend('Page.addScriptToEvaluateOnNewDocument', { source: `(${initScript})();` });
  const evaluate = async (fn, arg) => {
    const { result, exceptionDetails } = await pageSend('Runtime.evaluate', {
      expression: `(${fn})(${JSON.stringify(arg)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
  return {
    send: pageSend,
    evaluate,
    async goto(url) {
      const { errorText } = await pageSend('Page.navigate', { url });
      if (errorText) throw new Error(`could not open ${url}: ${errorText}`);
    },
    async waitFor(fn, arg, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!(await evaluate(fn, arg).catch(() => false))) {
        if (Date.now() > deadline)
          throw new Error(`the page did not reach ${fn.name || 'the state'} in ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
    },
    async trace(categories) {
      const events = [];
      let completed;
      const complete = new Promise((done) => {
        completed = done;
      });
      const unlisten = listen((message) => {
        if (message.sessionId !== sessionId) return;
        if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
        if (message.method === 'Tracing.tracingComplete') completed();
      });
      await pageSend('Tracing.start', { categories, transferMode: 'ReportEvents' });
      return async () => {
        await pageSend('Tracing.end');
        await complete;
        unlisten();
        return events;
      };
    },
    close: () => send('Target.closeTarget', { targetId }),
  };
}
