// Keeps a probe's Chromium trace as a file in TRACE_DIR, creating the folder when it is missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `trace` (trace events, or an object Chromium's trace viewer reads) as
 * `TRACE_DIR/<name>-<epoch ms>.json` and returns the file's path. Creates TRACE_DIR and its parents
 * when they do not exist yet, so a first run with a new folder keeps its traces.
 * @throws Error when TRACE_DIR is unset (callers check it first) or the file cannot be written.
 */
export function keepTrace(name, trace) {
  const folder = process.env.TRACE_DIR;
  if (!folder) throw new Error('TRACE_DIR is not set');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(trace));
  return file;
}
