// Imported first by the entry: zod never compiles parsers with `new Function`, so it never probes eval under our CSP.

declare global {
  /** zod 4 keeps its global config on this object and adopts one set before it loads (zod#5789). */
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// jitless: zod builds its object parsers without eval and skips its `new Function` probe, which a
// strict `script-src` reports as a violation even though zod catches the error. Set on the global
// zod reads, so the entry does not load zod itself (public pages never need it).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
