// Every user-facing text of the autoresponder manager (spec sections 2, 5 and 8), read from the message catalogue.
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { formatCount as count } from '#web/lib/i18n/format-count';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { textsWith } from '#web/lib/i18n/texts-with';

export const AUTORESPONDER_TEXTS = localized(
  () =>
    ({
      ...textsOf('autoresponders'),
      listHeading: (items: number) =>
        t('autoresponders.listHeading', { count: count(items), limit: count(AUTORESPONDER_LIMIT) }),
      maximumReached: t('autoresponders.maximumReached', { limit: count(AUTORESPONDER_LIMIT) }),
      triggerTooLong: (max: number) => t('autoresponders.triggerTooLong', { max: count(max) }),
      responseTooLong: (max: number) => t('autoresponders.responseTooLong', { max: count(max) }),
      ...textsWith('autoresponders', 'trigger', ['duplicate', 'deleteLabel', 'deleteConfirm']),
      ...textsWith('autoresponders', 'reason', [
        'loadServerFailed',
        'loadListFailed',
        'createFailed',
        'deleteFailed',
      ]),
      tips: [
        t('autoresponders.tips.caseInsensitive'),
        t('autoresponders.tips.partialWords'),
        t('autoresponders.tips.anywhere'),
        t('autoresponders.tips.markdown'),
      ],
    }) as const,
);
