// Benchmarks of the markdown parser on the largest texts the editors allow and on hostile input (its worst cases).
import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from 'vitest';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { repeatTo, WORST_CASES } from '#tests/web/lib/markdown/adversarial';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';
import { newParseSteps } from '#web/lib/markdown/parse-steps';

/** Where each benchmark's result and the work counts are written for the `markdown` bench probe. */
const MARKDOWN_RESULTS_DIR = 'bench/results/markdown';

const LENGTH = DISCORD_LIMITS.embedDescription;
const rich =
  '**Bold** *italic* __under__ ~~strike~~ ||spoiler|| `code` <@123456789012345678> [link](https://x.test)\n';
const texts: Record<string, string> = { 'a full 4096-character embed description': repeatTo(rich, LENGTH) };
for (const [name, make] of Object.entries(WORST_CASES)) texts[`4096 characters of ${name}`] = make(LENGTH);

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

test('parseMarkdown', async ({ bench }) => {
  mkdirSync(MARKDOWN_RESULTS_DIR, { recursive: true });
  const steps = Object.entries(texts).map(([name, text]) => {
    const counter = newParseSteps();
    parseMarkdown(text, counter);
    return { name, length: text.length, steps: counter.count };
  });
  writeFileSync(`${MARKDOWN_RESULTS_DIR}/steps.json`, `${JSON.stringify(steps, null, 2)}\n`);
  await bench.compare(
    ...Object.entries(texts).map(([name, text]) =>
      bench(name, { writeResult: `${MARKDOWN_RESULTS_DIR}/${slug(name)}.json` }, () => {
        parseMarkdown(text);
      }),
    ),
  );
});
