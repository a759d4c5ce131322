// The linter's import rules (biome.json, lint/import-boundaries.grit): no feature imports another or app/, lib/ and components/ import no feature, jotai only through lib/jotai.ts, zod only through shared/schemas/zod.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** Probe files (path inside the repo layout → one import line), each checked by the repo's own rules. */
const PROBES: Record<string, string> = {
  'web/src/features/alpha/texts.ts': "import { a } from '../beta/texts';",
  'web/src/features/alpha/routes/page.tsx': "import { a } from '../../beta/api/read';",
  'web/src/features/alpha/components/deep/part.tsx': "import { a } from '../../../beta/x';",
  'web/src/features/alpha/routes/own.tsx': "import { a } from '../texts';",
  'web/src/features/alpha/routes/lib-user.tsx': "import { a } from '../../../lib/api-client';",
  'web/src/features/alpha/routes/shared-user.tsx': "import { a } from '#shared/catalog/features';",
  'web/src/features/alpha/routes/own-api.tsx': "import { a } from '../api/read';",
  'web/src/features/alpha/components/deep/own-deep.tsx': "import { a } from '../../api/read';",
  'web/src/features/alpha/routes/alias-lib.tsx': "import { a } from '#web/lib/api-client';",
  'web/src/features/alpha/routes/alias-own.tsx': "import { a } from '#web/features/alpha/texts';",
  'web/src/features/alpha/routes/alias-other.tsx': "import { a } from '#web/features/beta/texts';",
  'web/src/features/alpha/routes/app-user.tsx': "import { a } from '../../../app/routes';",
  'web/src/features/alpha/api/app-alias-user.ts': "import { a } from '#web/app/prefetch-route';",
  'web/src/components/alias-widget.tsx': "import { a } from '#web/features/alpha/texts';",
  'web/src/features/alpha/atoms/state.ts': "import { atom as a } from 'jotai';",
  'web/src/lib/helper.ts': "import { a } from '../features/alpha/texts';",
  'web/src/components/widget.tsx': "import { a } from '../features/alpha/texts';",
  'web/src/lib/store.ts': "import { atomWithStorage as a } from 'jotai/utils';",
  'web/src/lib/jotai.ts': "import { atom as a } from 'jotai';",
  'web/src/app/routes-user.tsx': "import { a } from '../features/alpha/routes/page';",
  'worker/routes/classic.ts': "import { string as a } from 'zod';",
  'web/src/features/alpha/api/mini.ts': "import { string as a } from 'zod/mini';",
  'worker/lib/named-z.ts': "import { z as a } from '#shared/schemas/zod';",
  'worker/lib/namespace-z.ts': "import * as a from '#shared/schemas/zod';",
  'shared/schemas/zod.ts': "import { string as a } from 'zod/mini';",
};

let dir = '';
let report = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  config.files = { includes: ['**'] };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const plugin of config.plugins) {
    mkdirSync(dirname(join(dir, plugin)), { recursive: true });
    writeFileSync(join(dir, plugin), readFileSync(join(ROOT, plugin), 'utf8'));
  }
  for (const [path, line] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${line}\nexport const probe = a;\n`);
  }
  const run = spawnSync(BIOME, ['lint', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  report = `${run.stdout}\n${run.stderr}`;
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files whose import a rule (Biome's noRestrictedImports or the boundaries plugin) flagged. */
function flagged(): string[] {
  return Object.keys(PROBES).filter((path) =>
    new RegExp(`${path.replaceAll('.', '\\.')}:1:\\d+ (lint/style/noRestrictedImports|plugin)`).test(report),
  );
}

describe('import rules', () => {
  it('flag cross-feature imports at every depth and by alias, app/ from features, features from lib/components, jotai outside lib/jotai.ts, and zod outside shared/schemas/zod.ts', () => {
    expect(flagged().sort()).toEqual(
      [
        'web/src/features/alpha/texts.ts',
        'web/src/features/alpha/routes/page.tsx',
        'web/src/features/alpha/components/deep/part.tsx',
        'web/src/features/alpha/atoms/state.ts',
        'web/src/lib/helper.ts',
        'web/src/components/widget.tsx',
        'web/src/components/alias-widget.tsx',
        'web/src/features/alpha/routes/alias-other.tsx',
        'web/src/features/alpha/routes/app-user.tsx',
        'web/src/features/alpha/api/app-alias-user.ts',
        'web/src/lib/store.ts',
        'worker/routes/classic.ts',
        'web/src/features/alpha/api/mini.ts',
        'worker/lib/named-z.ts',
      ].sort(),
    );
  });

  it('say why', () => {
    expect(report).toContain('A feature never imports another feature');
    expect(report).toContain("Import jotai through web/src/lib/jotai.ts, the app's one door to it.");
    expect(report).toContain('lib/ and components/ never import a feature');
    expect(report).toContain('A feature never imports app/');
    expect(report).toContain(
      "Import zod through #shared/schemas/zod (import * as z from '#shared/schemas/zod')",
    );
    expect(report).toContain('the named z export keeps all of zod, every locale included');
  });
});
