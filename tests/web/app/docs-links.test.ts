// The docs a newcomer reads link to files and headings that exist: README.md, CONTRIBUTING.md and docs/*.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const docs = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings outside code fences, a repeated one numbered as GitHub does. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    anchors.add(count === undefined ? base : `${base}-${count + 1}`);
  }
  return anchors;
}

/** Every relative link of `file` that does not resolve, as `target#anchor`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target, anchor] of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
    if (/^[a-z]+:/i.test(target) || (!target && !anchor)) continue;
    const linked = target ? resolve(dirname(file), target) : file;
    const missing =
      !existsSync(linked) || (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor));
    if (missing) broken.push(anchor ? `${target}#${anchor}` : target);
  }
  return broken;
}

describe('links between the docs', () => {
  it.each(docs.map((file) => [relative(root, file), file]))(
    '%s links only to files and headings that exist',
    (_, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );

  it('finds a heading by its GitHub anchor and reports one that is not there', () => {
    const readme = join(root, 'README.md');
    const firstHeading = [...anchorsOf(readme)][0];
    expect(firstHeading).toMatch(/^[\p{L}\p{N}_-]+$/u);
    expect(anchorsOf(readme).has(`${firstHeading}-no-such-heading`)).toBe(false);
  });
});
