// Every user-facing text of the embed sender, read from the `embed-sender` catalogue (English: the spec's texts exactly).
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { textsWith } from '#web/lib/i18n/texts-with';

export const EMBED_TEXTS = localized(() => textsOf('embedSender'));

/** The embed editor's section titles and input labels; a field's are numbered from 1. */
export const EMBED_LABELS = localized(() => ({
  ...textsOf('embedSender'),
  ...textsWith('embedSender', 'number', [
    'fieldHeading',
    'moveFieldUp',
    'moveFieldDown',
    'duplicateField',
    'removeField',
    'fieldName',
    'fieldValue',
  ]),
}));

/** Notes shown under a part that will be left out as it stands. */
export const EMBED_HINTS = localized(() => textsOf('embedSender.hint'));

/** Reasons the draft cannot be sent that no single input's limit gives. */
export const EMBED_PROBLEM_TEXTS = localized(() => textsOf('embedSender.problem'));

/** Texts of the JSON import and export panel. */
export const JSON_TEXTS = localized(() => textsOf('embedSender.json'));
