// Types of http2-front.mjs for the TypeScript test that drives it.
export function startHttp2Front(
  target: string,
): Promise<{ origin: string; chromiumFlags: string[]; close: () => Promise<void> }>;
