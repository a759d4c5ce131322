// Every text the transcript viewer shows, read from the message catalogue; the spec's own texts word for word in English.
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_MAX_FILE_BYTES } from '#shared/constants/transcripts';
import { activeLocale, formatNumber, localized, t } from '#web/lib/i18n/i18n';

/** A size limit in MB as the active locale writes numbers. */
const megabytes = (bytes: number) => formatNumber(bytes / (1024 * 1024));

/** Texts of /transcribe/. Message content is never translated: only the viewer's own words. */
export const transcriptTexts = localized(
  () =>
    ({
      heading: t('transcripts.heading'),
      emptyTitle: t('transcripts.emptyTitle'),
      emptyHelp: t('transcripts.emptyHelp'),
      demoSamples: t('transcripts.demoSamples'),
      demoTicket: t('transcripts.demoTicket'),
      demoRaidLog: (count: number) => t('transcripts.demoRaidLog', { count }),
      loading: t('transcripts.loading'),
      progressLabel: t('transcripts.progressLabel'),
      progress: (bytes: string, total: string | null, count: number) =>
        total
          ? t('transcripts.progressOfTotal', { bytes, total, count })
          : t('transcripts.progress', { bytes, count }),
      cancel: t('transcripts.cancel'),
      retry: t('transcripts.retry'),
      stopped: {
        dropped: (count: number) => t('transcripts.stopped.dropped', { count }),
        tooLarge: (count: number) =>
          t('transcripts.stopped.tooLarge', { count, size: megabytes(TRANSCRIPT_MAX_BYTES) }),
        cancelled: (count: number) => t('transcripts.stopped.cancelled', { count }),
      },
      readerFailed: t('transcripts.readerFailed'),
      error: (reason: string) => t('transcripts.error', { reason }),
      expiredHelp: t('transcripts.expiredHelp'),
      otherWaysHelp: t('transcripts.otherWaysHelp'),
      noMessages: t('transcripts.noMessages'),
      openAnother: t('transcripts.openAnother'),
      tabs: {
        link: t('transcripts.tabs.link'),
        paste: t('transcripts.tabs.paste'),
        upload: t('transcripts.tabs.upload'),
      },
      linkLabel: t('transcripts.linkLabel'),
      linkExample: 'https://cdn.discordapp.com/attachments/…/transcript.txt',
      openLink: t('transcripts.openLink'),
      linkRequired: t('transcripts.linkRequired'),
      pasteLabel: t('transcripts.pasteLabel'),
      openText: t('transcripts.openText'),
      pasteRequired: t('transcripts.pasteRequired'),
      uploadLabel: t('transcripts.uploadLabel'),
      uploadHint: t('transcripts.uploadHint'),
      fileTooLarge: t('transcripts.fileTooLarge', { size: megabytes(TRANSCRIPT_MAX_FILE_BYTES) }),
      fileUnreadable: t('transcripts.fileUnreadable'),
      info: {
        title: t('transcripts.info.title'),
        channel: t('transcripts.info.channel'),
        closedBy: t('transcripts.info.closedBy'),
        messages: t('transcripts.info.messages'),
        timestamp: t('transcripts.info.timestamp'),
        unknown: t('transcripts.info.unknown'),
        /** The count of messages read, and the header's own count when it differs. */
        count: (count: number, header: number | null) =>
          header === null || header === count
            ? formatNumber(count)
            : t('transcripts.info.countWithHeader', {
                count: formatNumber(count),
                header: formatNumber(header),
              }),
      },
      download: t('transcripts.download'),
      source: t('transcripts.source'),
      sourceFile: (name: string) => t('transcripts.sourceFile', { name }),
      sourcePaste: t('transcripts.sourcePaste'),
      searchLabel: t('transcripts.searchLabel'),
      searchHint: t('transcripts.searchHint'),
      previousMatch: t('transcripts.previousMatch'),
      nextMatch: t('transcripts.nextMatch'),
      matchPosition: (position: number, total: number) =>
        t('transcripts.matchPosition', { position: formatNumber(position), total: formatNumber(total) }),
      noMatches: t('transcripts.noMatches'),
      filters: {
        title: t('transcripts.filters.title'),
        who: t('transcripts.filters.who'),
        whoAll: t('transcripts.filters.whoAll'),
        whoBots: (count: number) => t('transcripts.filters.whoBots', { count: formatNumber(count) }),
        whoHumans: (count: number) => t('transcripts.filters.whoHumans', { count: formatNumber(count) }),
        embeds: (count: number) => t('transcripts.filters.embeds', { count: formatNumber(count) }),
        reactions: (count: number) => t('transcripts.filters.reactions', { count: formatNumber(count) }),
        from: t('transcripts.filters.from'),
        to: t('transcripts.filters.to'),
        clear: t('transcripts.filters.clear'),
        shown: (shown: number, total: number) =>
          t('transcripts.filters.shown', { shown: formatNumber(shown), total: formatNumber(total) }),
      },
      participants: {
        title: (count: number) => t('transcripts.participants.title', { count: formatNumber(count) }),
        messages: (count: number) => t('transcripts.participants.messages', { count }),
        span: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
      },
      jump: {
        label: t('transcripts.jump.label'),
        go: t('transcripts.jump.go'),
        none: t('transcripts.jump.none'),
      },
      exportHtml: t('transcripts.exportHtml'),
      exportJson: t('transcripts.exportJson'),
      exported: {
        title: t('transcripts.exported.title'),
        exportedAt: t('transcripts.exported.exportedAt'),
        filtersUsed: t('transcripts.exported.filtersUsed'),
        noFilters: t('transcripts.exported.noFilters'),
        authors: (authors: readonly string[]) =>
          t('transcripts.exported.authors', {
            authors: new Intl.ListFormat(activeLocale(), { style: 'short', type: 'unit' }).format(authors),
          }),
        botsOnly: t('transcripts.exported.botsOnly'),
        humansOnly: t('transcripts.exported.humansOnly'),
        hasEmbeds: t('transcripts.exported.hasEmbeds'),
        hasReactions: t('transcripts.exported.hasReactions'),
      },
      keys: t('transcripts.keys'),
      listLabel: t('transcripts.listLabel'),
      bot: t('transcripts.bot'),
      copyLink: (number: number) => t('transcripts.copyLink', { number }),
      linkCopied: t('transcripts.linkCopied'),
      notes: t('transcripts.notes'),
    }) as const,
);
