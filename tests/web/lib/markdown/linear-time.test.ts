// The markdown parser's work grows linearly with the message: counted in steps, never timed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';
import { newParseSteps } from '#web/lib/markdown/parse-steps';
import { ADVERSARIAL_PIECES, repeatTo, WORST_CASES } from './adversarial';

/** Steps allowed per character: a constant, whatever the message. */
const STEPS_PER_CHARACTER = 40;

function stepsFor(text: string): number {
  const steps = newParseSteps();
  parseMarkdown(text, steps);
  return steps.count;
}

describe('parseMarkdown work', () => {
  it.each(Object.entries(WORST_CASES))('stays within k·n steps for 4,000 characters of %s', (_name, make) => {
    const text = make(4000);
    expect(text).toHaveLength(4000);
    expect(stepsFor(text)).toBeLessThanOrEqual(STEPS_PER_CHARACTER * text.length);
  });

  it('grows in proportion to the length: ten times the text costs about ten times the steps', () => {
    for (const make of Object.values(WORST_CASES)) {
      const perCharacter = (length: number) => stepsFor(make(length)) / length;
      expect(perCharacter(40_000)).toBeLessThanOrEqual(1.25 * perCharacter(4000));
    }
  });

  it('stays within k·n steps for any 4,000-character mix of adversarial marks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ADVERSARIAL_PIECES), { minLength: 1, maxLength: 40 }),
        (pieces) => {
          const text = repeatTo(pieces.join(''), 4000);
          expect(stepsFor(text)).toBeLessThanOrEqual(STEPS_PER_CHARACTER * text.length);
        },
      ),
      { seed: 14, numRuns: 60 },
    );
  });

  it('counts real work: a message of unclosed marks costs more steps than plain words of the same length', () => {
    expect(stepsFor(repeatTo('**_~~||`', 4000))).toBeGreaterThan(stepsFor(repeatTo('word ', 4000)));
  });
});
