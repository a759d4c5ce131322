// Debian's Chromium and the flags this offline machine needs, shared by the browser tests and the Lighthouse bench probe.

/** The Chromium binary: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox-free and quiet: no GPU, no QUIC, no first-run, sync or background downloads. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
