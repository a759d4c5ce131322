// Every user-facing text of the autoresponder manager (spec sections 2, 5 and 8), read from the message catalogue.
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { formatNumber, localized, t } from '#web/lib/i18n/i18n';

/** A count or limit as the active locale writes it, without grouping (2000, not 2,000, as the spec writes it). */
const count = (value: number) => formatNumber(value, { useGrouping: false });

export const AUTORESPONDER_TEXTS = localized(
  () =>
    ({
      title: t('autoresponders.title'),
      intro: t('autoresponders.intro'),
      serverInfo: t('autoresponders.serverInfo'),
      serverName: t('autoresponders.serverName'),
      memberCount: t('autoresponders.memberCount'),
      prefix: t('autoresponders.prefix'),
      notAvailable: t('autoresponders.notAvailable'),
      listHeading: (items: number) =>
        t('autoresponders.listHeading', { count: count(items), limit: count(AUTORESPONDER_LIMIT) }),
      addNew: t('autoresponders.addNew'),
      closeForm: t('autoresponders.closeForm'),
      maximumReached: t('autoresponders.maximumReached', { limit: count(AUTORESPONDER_LIMIT) }),
      formLabel: t('autoresponders.formLabel'),
      trigger: t('autoresponders.trigger'),
      triggerPlaceholder: t('autoresponders.triggerPlaceholder'),
      response: t('autoresponders.response'),
      responsePlaceholder: t('autoresponders.responsePlaceholder'),
      triggerTooLong: (max: number) => t('autoresponders.triggerTooLong', { max: count(max) }),
      responseTooLong: (max: number) => t('autoresponders.responseTooLong', { max: count(max) }),
      triggerDots: t('autoresponders.triggerDots'),
      submit: t('autoresponders.submit'),
      submitting: t('autoresponders.submitting'),
      bothRequired: t('autoresponders.bothRequired'),
      duplicate: (trigger: string) => t('autoresponders.duplicate', { trigger }),
      loading: t('autoresponders.loading'),
      empty: t('autoresponders.empty'),
      retry: t('autoresponders.retry'),
      loadFailedNote: t('autoresponders.loadFailedNote'),
      deleteLabel: (trigger: string) => t('autoresponders.deleteLabel', { trigger }),
      deleteTitle: t('autoresponders.deleteTitle'),
      deleteConfirm: (trigger: string) => t('autoresponders.deleteConfirm', { trigger }),
      deleteButton: t('autoresponders.deleteButton'),
      created: t('autoresponders.created'),
      deleted: t('autoresponders.deleted'),
      loadServerFailed: (reason: string) => t('autoresponders.loadServerFailed', { reason }),
      loadListFailed: (reason: string) => t('autoresponders.loadListFailed', { reason }),
      createFailed: (reason: string) => t('autoresponders.createFailed', { reason }),
      deleteFailed: (reason: string) => t('autoresponders.deleteFailed', { reason }),
      unexpectedError: t('autoresponders.unexpectedError'),
      previewHeading: t('autoresponders.previewHeading'),
      previewEmpty: t('autoresponders.previewEmpty'),
      previewMember: t('autoresponders.previewMember'),
      testLabel: t('autoresponders.testLabel'),
      testPlaceholder: t('autoresponders.testPlaceholder'),
      testResult: t('autoresponders.testResult'),
      testNoMatch: t('autoresponders.testNoMatch'),
      tipsHeading: t('autoresponders.tipsHeading'),
      tips: [
        t('autoresponders.tips.caseInsensitive'),
        t('autoresponders.tips.partialWords'),
        t('autoresponders.tips.anywhere'),
        t('autoresponders.tips.markdown'),
      ],
    }) as const,
);
