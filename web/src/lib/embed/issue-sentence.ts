// A JSON import's schema problem in the active locale: zod's own English issue messages, worded per language.
import { formatCount } from '#web/lib/i18n/format-count';
import { type MessageKey, t } from '#web/lib/i18n/i18n';

/** The JSON value types zod names in an issue, each with its word in the catalogue. */
const TYPE_NAMES: Readonly<Record<string, MessageKey>> = {
  string: 'editors.jsonType.string',
  number: 'editors.jsonType.number',
  boolean: 'editors.jsonType.boolean',
  object: 'editors.jsonType.object',
  array: 'editors.jsonType.array',
  null: 'editors.jsonType.null',
  undefined: 'editors.jsonType.undefined',
};

/** `type` in the active locale; a type zod names that JSON never holds stays as zod wrote it. */
function typeName(type: string): string {
  const key = Object.hasOwn(TYPE_NAMES, type) ? TYPE_NAMES[type] : undefined;
  return key ? t(key) : type;
}

/** Each English issue message a Discord message JSON can meet, and its sentence. */
const ISSUES: ReadonlyArray<readonly [RegExp, (found: string[]) => string]> = [
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    ([expected = '', received = '']) =>
      t('editors.jsonIssue.invalidType', { expected: typeName(expected), received: typeName(received) }),
  ],
  [/^Invalid input$/, () => t('editors.jsonIssue.invalidInput')],
  [
    /^Too big: expected number to be <=(\d+)$/,
    ([max = '']) => t('editors.jsonIssue.tooBig', { max: formatCount(Number(max)) }),
  ],
  [
    /^Too small: expected number to be >=(\d+)$/,
    ([min = '']) => t('editors.jsonIssue.tooSmall', { min: formatCount(Number(min)) }),
  ],
  [/^must be a hex colour$/, () => t('editors.jsonIssue.hexColour')],
];

/**
 * The sentence of a schema issue's English `message` (zod's, e.g. 'Invalid input: expected string,
 * received number', or the import schema's own 'must be a hex colour') in the active locale; in
 * English it is the message unchanged. A message not listed stays English as zod wrote it.
 */
export function issueSentence(message: string): string {
  for (const [pattern, sentence] of ISSUES) {
    const found = pattern.exec(message);
    if (found) return sentence(found.slice(1));
  }
  return message;
}
