// Hostile messages for the markdown parser: long runs of marks that never close, or close far away.
import { MARKERS } from './corpus';

/** Pieces that open something and (mostly) never close it. */
export const ADVERSARIAL_PIECES = [
  '_a ',
  '*a ',
  ...MARKERS,
  '[a](',
  '[',
  '](https://x.co',
  '<https://',
  'https://',
  '> ',
  '>>> ',
  '\n',
  '- ',
  ' ',
  '(',
  '<@',
  '@',
];

/** `pattern` repeated and cut to exactly `length` characters. */
export function repeatTo(pattern: string, length: number): string {
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
}

/** The fixed worst cases: one per kind of mark, plus every kind mixed. */
export const WORST_CASES: Record<string, (length: number) => string> = {
  'unclosed one-letter italics (_a )': (n) => repeatTo('_a ', n),
  'unclosed star italics (*a )': (n) => repeatTo('*a ', n),
  'a long run of asterisks (nesting that never ends)': (n) => repeatTo('*', n),
  'unmatched markers (**_~~||`)': (n) => repeatTo('**_~~||`', n),
  'one long backtick run': (n) => repeatTo('`', n),
  'backtick runs of growing length': (n) =>
    repeatTo(Array.from({ length: 40 }, (_, i) => `${'`'.repeat(i + 1)}a`).join(''), n),
  'unclosed code fences': (n) => repeatTo('```a', n),
  'masked links that never close': (n) => repeatTo('[a](https://x.co', n),
  'autolinks that never close': (n) => repeatTo('<https://x', n),
  'quote lines': (n) => repeatTo('> **a\n', n),
  'nested list lines': (n) =>
    Array.from({ length: n }, (_, i) => `${' '.repeat(i % 60)}- a\n`)
      .join('')
      .slice(0, n),
  'every mark mixed': (n) => repeatTo(ADVERSARIAL_PIECES.join(''), n),
};
