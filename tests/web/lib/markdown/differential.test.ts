// Differential test: our parser against discord-markdown-parser on a seeded corpus; only listed differences may remain.
import { parse } from 'discord-markdown-parser';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';
import { generateCorpus } from './corpus';
import { KNOWN_DIFFERENCES } from './known-differences';
import { type Norm, normaliseOurs, normaliseReference, type ReferenceNode } from './normalise';

const SEED = 20261123;
const CORPUS = generateCorpus(SEED, 2000, 24);

function compare(input: string): { ours: Norm[]; reference: Norm[]; same: boolean } {
  const ours = normaliseOurs(parseMarkdown(input));
  const reference = normaliseReference(parse(input, 'extended') as unknown as ReferenceNode[]);
  return { ours, reference, same: JSON.stringify(ours) === JSON.stringify(reference) };
}

describe('markdown parser against discord-markdown-parser', () => {
  const results = CORPUS.map((input) => ({ input, ...compare(input) }));

  it('agrees on every generated message except the listed known differences', () => {
    const unexplained = results.flatMap(({ input, ours, reference, same }) => {
      if (same || KNOWN_DIFFERENCES.some((known) => known.applies(input, ours, reference))) return [];
      return [{ input, ours: JSON.stringify(ours), reference: JSON.stringify(reference) }];
    });
    expect(unexplained).toEqual([]);
  });

  it('agrees on most of the corpus, so the known differences stay narrow', () => {
    const agreeing = results.filter(({ same }) => same).length;
    expect(agreeing / CORPUS.length).toBeGreaterThan(0.75);
  });

  it.each(KNOWN_DIFFERENCES)('still differs, as listed: $reason', (known) => {
    const { ours, reference, same } = compare(known.example);
    expect(same).toBe(false);
    expect(known.applies(known.example, ours, reference)).toBe(true);
  });

  it('agrees on the documented examples of every rule', () => {
    const documented = [
      '*italics* _italics_ **bold** __underline__ ~~strike~~ ||spoiler|| `code`',
      '***bold italics*** __*underline italics*__ __**underline bold**__ __***all three***__',
      '*a* *b* and _x_ vs _y_',
      '*escaped \\* inside* and \\*not italic\\*',
      '> quoted\n> two lines\nnot quoted',
      '>no quote\n>',
      '> a\n>>> b\nc',
      '> ```\n> code\n> ```',
      '>>> ```js\nconst a = 1;\n```\nstill quoted',
      '# Big\n## Medium\n### Small\n-# subtext',
      'see http://example.com and <https://example.com/x>',
      '[masked](https://example.com) and </ban:123456789012345678>',
      '<@123456789012345678> <@&223456789012345678> <#323456789012345678> @everyone @here',
      '<:wave:423456789012345678> <a:party:423456789012345678> <t:1700000000:R> <t:1700000000>',
    ];
    for (const input of documented) expect(compare(input), input).toMatchObject({ same: true });
  });
});
