// wrangler.toml declares the rate-limit bindings the worker uses, with the limits of shared/constants, in every environment.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants/rate-limits';

const toml = readFileSync(resolve(process.cwd(), 'wrangler.toml'), 'utf8');

/** The `[[ratelimits]]` entries of one scope ('' top level, else `env.<name>.`): binding, limit, period. */
function ratelimitsOf(scope: string) {
  const header = `[[${scope}ratelimits]]`;
  return toml
    .split(/\n(?=\[)/)
    .filter((block) => block.startsWith(header))
    .map((block) => {
      const name = /^name\s*=\s*"([^"]+)"/m.exec(block)?.[1];
      const simple = /limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)/.exec(block);
      return { binding: name, limit: Number(simple?.[1]), period: Number(simple?.[2]) };
    });
}

const environments = [...toml.matchAll(/^\[env\.([\w-]+)\]/gm)].map((match) => match[1] as string);
const expected = Object.values(RATE_LIMITS).map(({ binding, limit, period }) => ({ binding, limit, period }));

describe('rate-limit bindings in wrangler.toml', () => {
  it.each(['', ...environments.map((name) => `env.${name}.`)])(
    'scope "%s" declares every limiter with the shared limits',
    (scope) => {
      expect(ratelimitsOf(scope)).toEqual(expected);
    },
  );

  it('gives each limiter its own namespace id', () => {
    const ids = [...toml.matchAll(/^\[\[ratelimits\]\][^[]*?namespace_id\s*=\s*"(\d+)"/gm)].map((m) => m[1]);
    expect(ids).toHaveLength(expected.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
