// Every user-facing text of the autoresponder manager (spec sections 2, 5 and 8), read from the message catalogue.
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { formatNumber, localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** A count or limit as the active locale writes it, without grouping (2000, not 2,000, as the spec writes it). */
const count = (value: number) => formatNumber(value, { useGrouping: false });

export const AUTORESPONDER_TEXTS = localized(
  () =>
    ({
      ...textsOf('autoresponders', [
        'title',
        'intro',
        'serverInfo',
        'serverName',
        'memberCount',
        'prefix',
        'notAvailable',
      ]),
      listHeading: (items: number) =>
        t('autoresponders.listHeading', { count: count(items), limit: count(AUTORESPONDER_LIMIT) }),
      addNew: t('autoresponders.addNew'),
      closeForm: t('autoresponders.closeForm'),
      maximumReached: t('autoresponders.maximumReached', { limit: count(AUTORESPONDER_LIMIT) }),
      ...textsOf('autoresponders', [
        'formLabel',
        'trigger',
        'triggerPlaceholder',
        'response',
        'responsePlaceholder',
      ]),
      triggerTooLong: (max: number) => t('autoresponders.triggerTooLong', { max: count(max) }),
      responseTooLong: (max: number) => t('autoresponders.responseTooLong', { max: count(max) }),
      ...textsOf('autoresponders', ['triggerDots', 'submit', 'submitting', 'bothRequired']),
      duplicate: (trigger: string) => t('autoresponders.duplicate', { trigger }),
      ...textsOf('autoresponders', ['loading', 'empty', 'retry', 'loadFailedNote']),
      deleteLabel: (trigger: string) => t('autoresponders.deleteLabel', { trigger }),
      deleteTitle: t('autoresponders.deleteTitle'),
      deleteConfirm: (trigger: string) => t('autoresponders.deleteConfirm', { trigger }),
      ...textsOf('autoresponders', ['deleteButton', 'created', 'deleted']),
      loadServerFailed: (reason: string) => t('autoresponders.loadServerFailed', { reason }),
      loadListFailed: (reason: string) => t('autoresponders.loadListFailed', { reason }),
      createFailed: (reason: string) => t('autoresponders.createFailed', { reason }),
      deleteFailed: (reason: string) => t('autoresponders.deleteFailed', { reason }),
      ...textsOf('autoresponders', [
        'unexpectedError',
        'previewHeading',
        'previewEmpty',
        'previewMember',
        'testLabel',
        'testPlaceholder',
        'testResult',
        'testNoMatch',
        'tipsHeading',
      ]),
      tips: [
        t('autoresponders.tips.caseInsensitive'),
        t('autoresponders.tips.partialWords'),
        t('autoresponders.tips.anywhere'),
        t('autoresponders.tips.markdown'),
      ],
    }) as const,
);
