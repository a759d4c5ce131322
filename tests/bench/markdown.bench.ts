// Benchmarks of the markdown parser on the largest texts the editors allow and on hostile input.
import { test } from 'vitest';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { parseMarkdown } from '#shared/logic/markdown/parse-markdown';

const rich =
  '**Bold** *italic* __under__ ~~strike~~ ||spoiler|| `code` <@123456789012345678> [link](https://x.test)\n';
const fullDescription = rich.repeat(Math.ceil(DISCORD_LIMITS.embedDescription / rich.length)).slice(0, 4096);
const unmatchedMarkers = '**_~~||`'.repeat(512).slice(0, 4096);

test('parseMarkdown', async ({ bench }) => {
  await bench.compare(
    bench('a full 4096-character embed description', () => {
      parseMarkdown(fullDescription);
    }),
    bench('4096 characters of unmatched markers (worst case)', () => {
      parseMarkdown(unmatchedMarkers);
    }),
  );
});
