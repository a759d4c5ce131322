// A seeded corpus of generated Discord messages: the same strings on every run, dense in markdown markers.

/** Every inline marker, and the backslash that escapes them. */
export const MARKERS = ['*', '**', '_', '__', '~~', '||', '`', '```', '\\'];

/** Pieces generated messages are made of: markers, line starts, links, mentions and plain words. */
const PIECES = [
  'a',
  'b',
  'word',
  ' ',
  ' ',
  '\n',
  ...MARKERS,
  '> ',
  '>',
  '>>> ',
  '# ',
  '-# ',
  '- ',
  '1. ',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  'https://x.co',
  'js\n',
  '<@123456789012345678>',
  '<#223456789012345678>',
  '<@&323456789012345678>',
  '@everyone',
  '</ban:423456789012345678>',
  '<t:1700000000:R>',
  '<:wave:523456789012345678>',
];

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` messages of 1 to `maxPieces` pieces each, always the same for the same seed. */
export function generateCorpus(seed: number, count: number, maxPieces = 14): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * maxPieces);
    return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)] ?? '').join('');
  });
}
