// The deployable worker: what `wrangler deploy` uploads for production holds no demo code or sample data, within its size budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker, PRODUCTION_WORKER_GZIP_BUDGET } from '#scripts/worker-bundle.mjs';
import { DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { createDemoData, DEMO_TOKEN } from '#worker/demo/seed';

type Bundle = ReturnType<typeof bundleWorker>;

/** Texts only the demo holds: its token, user, server names and sample transcript links. */
const demo = createDemoData(0);
const SAMPLE_TEXTS = [
  DEMO_TOKEN,
  demo.user.username,
  ...[...demo.guilds.values()].map((guild) => guild.detail.name),
  ...Object.values(DEMO_TRANSCRIPT_URLS),
  '#ticket-0042',
];

const demoModules = (bundle: Bundle) => bundle.inputs.filter((input) => input.startsWith('worker/demo/'));
const sampleTexts = (bundle: Bundle) => SAMPLE_TEXTS.filter((text) => bundle.code.includes(text));

let production: Bundle;
let demoBuild: Bundle;

beforeAll(() => {
  production = bundleWorker('production');
  demoBuild = bundleWorker('demo');
}, 120_000);

describe('the production worker (wrangler deploy)', () => {
  it(`uploads at most ${PRODUCTION_WORKER_GZIP_BUDGET / 1000} KB gzip`, () => {
    expect(production.gzipBytes).toBeLessThanOrEqual(PRODUCTION_WORKER_GZIP_BUDGET);
  });

  it('bundles no module of worker/demo/', () => {
    expect(production.inputs).toContain('worker/index.ts');
    expect(demoModules(production)).toEqual([]);
  });

  it('holds none of the demo texts', () => {
    expect(sampleTexts(production)).toEqual([]);
  });
});

describe('the demo worker (wrangler deploy --env demo)', () => {
  it('is where the demo code and texts are', () => {
    expect(demoModules(demoBuild)).toContain('worker/demo/index.ts');
    expect(sampleTexts(demoBuild)).toEqual(expect.arrayContaining([DEMO_TOKEN, demo.user.username]));
  });
});
