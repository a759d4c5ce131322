// The probes' trace files: kept in TRACE_DIR, which is created when a first run names a new folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { keepTrace } from './trace-file.mjs';

const previous = process.env.TRACE_DIR;
const scratch = mkdtempSync(join(tmpdir(), 'trace-file-'));

afterEach(() => {
  if (previous === undefined) delete process.env.TRACE_DIR;
  else process.env.TRACE_DIR = previous;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('keepTrace', () => {
  it('creates a missing TRACE_DIR and writes the trace there as JSON', () => {
    const folder = join(scratch, 'not', 'there', 'yet');
    process.env.TRACE_DIR = folder;
    const events = [{ name: 'firstContentfulPaint', ts: 1 }];
    const file = keepTrace('phone-load', events);
    expect(readdirSync(folder)).toEqual([file.slice(folder.length + 1)]);
    expect(file).toMatch(/phone-load-\d+\.json$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(events);
  });

  it('says TRACE_DIR is not set rather than writing somewhere else', () => {
    delete process.env.TRACE_DIR;
    expect(() => keepTrace('phone-load', [])).toThrow('TRACE_DIR is not set');
  });
});
