// An editor input's problem as one sentence in the active locale: the schemas' and limits' English rules, worded per language.
import { formatCount } from '#web/lib/i18n/format-count';
import { type MessageKey, t } from '#web/lib/i18n/i18n';

/**
 * The sentence of each problem the schemas and editors report, keyed by its English text with
 * every number as `#`; the numbers fill `{max}` and then `{total}`. The embed's total names no input.
 */
const SENTENCES: Readonly<Record<string, MessageKey>> = {
  'must be at most # characters': 'editors.problem.tooLong',
  'must be a valid http(s) URL': 'editors.problem.invalidUrl',
  'must not be empty': 'editors.problem.notEmpty',
  'must have at most # fields': 'editors.problem.tooManyFields',
  'must be a hex colour like #5865f2': 'editors.problem.hexColour',
  'must be a Discord id (# to # digits)': 'editors.problem.discordId',
  'must be chosen': 'editors.problem.mustBeChosen',
  'needs text, or an enabled embed with content': 'editors.problem.needsContent',
  'needs both text and a URL': 'editors.problem.needsTextAndUrl',
  'text must be at most # characters in all (now #)': 'editors.problem.embedTextTotal',
  "the embed's text must be at most # characters in all": 'editors.problem.embedTotal',
};

/**
 * The sentence of `message` (a schema issue's or an editor rule's English text, e.g. 'must be at
 * most 256 characters') about the input labelled `field` ('Title must be at most 256 characters'),
 * or, without a field, the message as a sentence of its own. A message not in SENTENCES (zod's own
 * type errors, which a well-formed draft never meets) reads in English as the schema wrote it.
 */
export function problemSentence(field: string | undefined, message: string): string {
  const key = SENTENCES[message.replace(/\b\d+\b/g, '#')];
  if (key) {
    const [max = 0, total = 0] = (message.match(/\b\d+\b/g) ?? []).map(Number);
    return t(key, { field: field ?? '', max: formatCount(max), total: formatCount(total) });
  }
  return field === undefined ? message.charAt(0).toUpperCase() + message.slice(1) : `${field} ${message}`;
}

/** 'Title is too long: 300/256 characters', in the active locale. */
export function lengthSentence(field: string, length: number, max: number): string {
  return t('editors.problem.lengthOver', { field, length: formatCount(length), max: formatCount(max) });
}
