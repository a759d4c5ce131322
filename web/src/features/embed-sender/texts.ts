// Every user-facing text of the embed sender, read from the `embed-sender` catalogue (English: the spec's texts exactly).
import { localized, t } from '#web/lib/i18n/i18n';

export const EMBED_TEXTS = localized(
  () =>
    ({
      heading: t('embedSender.heading'),
      intro: t('embedSender.intro'),
      sendButton: t('embedSender.sendButton'),
      sending: t('embedSender.sending'),
      sent: t('embedSender.sent'),
      selectChannel: t('embedSender.selectChannel'),
      loadChannelsFailed: t('embedSender.loadChannelsFailed'),
      sampleChannelsNote: t('embedSender.sampleChannelsNote'),
      retry: t('embedSender.retry'),
      sendFailed: t('embedSender.sendFailed'),
      livePreview: t('embedSender.livePreview'),
      previewHeading: t('embedSender.previewHeading'),
      previewEmpty: t('embedSender.previewEmpty'),
      messageLegend: t('embedSender.messageLegend'),
      content: t('embedSender.content'),
      clearDraft: t('embedSender.clearDraft'),
      clearDraftTitle: t('embedSender.clearDraftTitle'),
      clearDraftConfirm: t('embedSender.clearDraftConfirm'),
    }) as const,
);

/** The embed editor's section titles and input labels; a field's are numbered from 1. */
export const EMBED_LABELS = localized(
  () =>
    ({
      embed: t('embedSender.embed'),
      embedTotal: t('embedSender.embedTotal'),
      author: t('embedSender.author'),
      authorName: t('embedSender.authorName'),
      authorIcon: t('embedSender.authorIcon'),
      authorUrl: t('embedSender.authorUrl'),
      body: t('embedSender.body'),
      title: t('embedSender.title'),
      description: t('embedSender.description'),
      fields: t('embedSender.fields'),
      addField: t('embedSender.addField'),
      moveFieldUp: (number: number) => t('embedSender.moveFieldUp', { number }),
      moveFieldDown: (number: number) => t('embedSender.moveFieldDown', { number }),
      duplicateField: (number: number) => t('embedSender.duplicateField', { number }),
      removeField: (number: number) => t('embedSender.removeField', { number }),
      fieldName: (number: number) => t('embedSender.fieldName', { number }),
      fieldValue: (number: number) => t('embedSender.fieldValue', { number }),
      inline: t('embedSender.inline'),
      images: t('embedSender.images'),
      thumbnailUrl: t('embedSender.thumbnailUrl'),
      imageUrl: t('embedSender.imageUrl'),
      footer: t('embedSender.footer'),
      footerText: t('embedSender.footerText'),
      footerIconUrl: t('embedSender.footerIconUrl'),
      linkButton: t('embedSender.linkButton'),
      buttonLabel: t('embedSender.buttonLabel'),
      buttonUrl: t('embedSender.buttonUrl'),
    }) as const,
);

/** Notes shown under a part that will be left out as it stands. */
export const EMBED_HINTS = localized(
  () =>
    ({
      authorNeedsName: t('embedSender.hint.authorNeedsName'),
      footerNeedsText: t('embedSender.hint.footerNeedsText'),
      buttonNeedsBoth: t('embedSender.hint.buttonNeedsBoth'),
      fieldNeedsBoth: t('embedSender.hint.fieldNeedsBoth'),
      markdown: t('embedSender.hint.markdown'),
      timestamp: t('embedSender.hint.timestamp'),
    }) as const,
);

/** Reasons the draft cannot be sent that no single input's limit gives. */
export const EMBED_PROBLEM_TEXTS = localized(
  () =>
    ({
      /** The draft has neither content nor anything in the embed. */
      emptyMessage: t('embedSender.problem.emptyMessage'),
      /** A button is filled in but the embed it belongs to is empty. */
      buttonNeedsEmbed: t('embedSender.problem.buttonNeedsEmbed'),
      /** The name of the embed as a whole (its field count). */
      theEmbed: t('embedSender.problem.theEmbed'),
    }) as const,
);

/** Texts of the JSON import and export panel. */
export const JSON_TEXTS = localized(
  () =>
    ({
      heading: t('embedSender.json.heading'),
      description: t('embedSender.json.description'),
      exported: t('embedSender.json.exported'),
      copy: t('embedSender.json.copy'),
      copied: t('embedSender.json.copied'),
      download: t('embedSender.json.download'),
      importLabel: t('embedSender.json.importLabel'),
      importButton: t('embedSender.json.importButton'),
      openFile: t('embedSender.json.openFile'),
      imported: t('embedSender.json.imported'),
      replaceTitle: t('embedSender.json.replaceTitle'),
      replaceConfirm: t('embedSender.json.replaceConfirm'),
      replaceButton: t('embedSender.json.replaceButton'),
      copyFailed: t('embedSender.json.copyFailed'),
      fileTooLarge: t('embedSender.json.fileTooLarge'),
    }) as const,
);
