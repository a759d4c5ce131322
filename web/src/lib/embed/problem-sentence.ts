// An editor input's problem as one sentence in the active locale: the schemas' and limits' English rules, worded per language.
import { formatNumber, t } from '#web/lib/i18n/i18n';

/** A count inside a problem sentence: the locale's digits, without grouping (6000, as the limits are written). */
const count = (digits: string | undefined) => formatNumber(Number(digits), { useGrouping: false });

/** The problems the schemas and editors report about a named input, each as its whole sentence. */
const RULES: readonly [RegExp, (field: string, match: RegExpExecArray) => string][] = [
  [
    /^must be at most (\d+) characters$/,
    (field, m) => t('editors.problem.tooLong', { field, max: count(m[1]) }),
  ],
  [/^must be a valid http\(s\) URL$/, (field) => t('editors.problem.invalidUrl', { field })],
  [/^must not be empty$/, (field) => t('editors.problem.notEmpty', { field })],
  [
    /^must have at most (\d+) fields$/,
    (field, m) => t('editors.problem.tooManyFields', { field, max: count(m[1]) }),
  ],
  [/^must be a hex colour like #5865f2$/, (field) => t('editors.problem.hexColour', { field })],
  [/^must be a Discord id \(17 to 20 digits\)$/, (field) => t('editors.problem.discordId', { field })],
  [/^must be chosen$/, (field) => t('editors.problem.mustBeChosen', { field })],
  [/^needs text, or an enabled embed with content$/, (field) => t('editors.problem.needsContent', { field })],
  [/^needs both text and a URL$/, (field) => t('editors.problem.needsTextAndUrl', { field })],
  [
    /^text must be at most (\d+) characters in all \(now (\d+)\)$/,
    (field, m) => t('editors.problem.embedTextTotal', { field, max: count(m[1]), total: count(m[2]) }),
  ],
];

/** Problems that name no input: the whole sentence. */
const ALONE_RULES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^the embed's text must be at most (\d+) characters in all$/,
    (m) => t('editors.problem.embedTotal', { max: count(m[1]) }),
  ],
];

/**
 * The sentence of `message` (a schema issue's or an editor rule's English text, e.g. 'must be at
 * most 256 characters') about the input labelled `field` ('Title must be at most 256 characters'),
 * or, without a field, the message as a sentence of its own. A message no rule knows (zod's own
 * type errors, which a well-formed draft never meets) reads in English as the schema wrote it.
 */
export function problemSentence(field: string | undefined, message: string): string {
  if (field === undefined) {
    for (const [pattern, sentence] of ALONE_RULES) {
      const match = pattern.exec(message);
      if (match) return sentence(match);
    }
    return message.charAt(0).toUpperCase() + message.slice(1);
  }
  for (const [pattern, sentence] of RULES) {
    const match = pattern.exec(message);
    if (match) return sentence(field, match);
  }
  return `${field} ${message}`;
}

/** 'Title is too long: 300/256 characters', in the active locale. */
export function lengthSentence(field: string, length: number, max: number): string {
  return t('editors.problem.lengthOver', {
    field,
    length: count(String(length)),
    max: count(String(max)),
  });
}
