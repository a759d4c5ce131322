// Every text the transcript viewer shows, read from the message catalogue; the spec's own texts word for word in English.
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import {
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_FILE_BYTES,
  TRANSCRIPT_MAX_REDIRECTS,
} from '#shared/constants/transcripts';
import { activeLocale, formatNumber, localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** A size limit in MB as the active locale writes numbers. */
const megabytes = (bytes: number) => formatNumber(bytes / (1024 * 1024));

/** Texts of /transcribe/. Message content is never translated: only the viewer's own words. */
export const transcriptTexts = localized(
  () =>
    ({
      ...textsOf('transcripts', ['heading', 'emptyTitle', 'emptyHelp', 'demoSamples', 'demoTicket']),
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
      ...textsOf('transcripts', ['expiredHelp', 'otherWaysHelp', 'noMessages', 'openAnother']),
      tabs: {
        ...textsOf('transcripts.tabs', ['link', 'paste', 'upload']),
      },
      linkLabel: t('transcripts.linkLabel'),
      linkExample: 'https://cdn.discordapp.com/attachments/…/transcript.txt',
      ...textsOf('transcripts', [
        'openLink',
        'linkRequired',
        'pasteLabel',
        'openText',
        'pasteRequired',
        'uploadLabel',
        'uploadHint',
      ]),
      fileTooLarge: t('transcripts.fileTooLarge', { size: megabytes(TRANSCRIPT_MAX_FILE_BYTES) }),
      fileUnreadable: t('transcripts.fileUnreadable'),
      info: {
        ...textsOf('transcripts.info', ['title', 'channel', 'closedBy', 'messages', 'timestamp', 'unknown']),
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
      ...textsOf('transcripts', ['sourcePaste', 'searchLabel', 'searchHint', 'previousMatch', 'nextMatch']),
      matchPosition: (position: number, total: number) =>
        t('transcripts.matchPosition', { position: formatNumber(position), total: formatNumber(total) }),
      noMatches: t('transcripts.noMatches'),
      filters: {
        ...textsOf('transcripts.filters', ['title', 'who', 'whoAll']),
        whoBots: (count: number) => t('transcripts.filters.whoBots', { count: formatNumber(count) }),
        whoHumans: (count: number) => t('transcripts.filters.whoHumans', { count: formatNumber(count) }),
        embeds: (count: number) => t('transcripts.filters.embeds', { count: formatNumber(count) }),
        reactions: (count: number) => t('transcripts.filters.reactions', { count: formatNumber(count) }),
        ...textsOf('transcripts.filters', ['from', 'to', 'clear']),
        shown: (shown: number, total: number) =>
          t('transcripts.filters.shown', { shown: formatNumber(shown), total: formatNumber(total) }),
      },
      participants: {
        title: (count: number) => t('transcripts.participants.title', { count: formatNumber(count) }),
        messages: (count: number) => t('transcripts.participants.messages', { count }),
        span: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
      },
      jump: {
        ...textsOf('transcripts.jump', ['label', 'go', 'none']),
      },
      exportHtml: t('transcripts.exportHtml'),
      exportJson: t('transcripts.exportJson'),
      exported: {
        ...textsOf('transcripts.exported', ['title', 'exportedAt', 'filtersUsed', 'noFilters']),
        authors: (authors: readonly string[]) =>
          t('transcripts.exported.authors', {
            authors: new Intl.ListFormat(activeLocale(), { style: 'short', type: 'unit' }).format(authors),
          }),
        ...textsOf('transcripts.exported', ['botsOnly', 'humansOnly', 'hasEmbeds', 'hasReactions']),
      },
      ...textsOf('transcripts', ['keys', 'listLabel', 'bot']),
      copyLink: (number: number) => t('transcripts.copyLink', { number }),
      linkCopied: t('transcripts.linkCopied'),
      notes: t('transcripts.notes'),
    }) as const,
);

/** The text of each error code of a transcript link's reply whose message never names a reason. */
const SERVER_ERROR_TEXTS: Readonly<Record<string, () => string>> = {
  transcript_expired: () => t('transcripts.serverError.expired'),
  transcript_too_large: () =>
    t('transcripts.serverError.tooLarge', { size: megabytes(TRANSCRIPT_MAX_BYTES) }),
  transcript_not_text: () => t('transcripts.serverError.notText'),
  transcript_too_many_redirects: () =>
    t('transcripts.serverError.tooManyRedirects', { max: formatNumber(TRANSCRIPT_MAX_REDIRECTS) }),
  transcript_timeout: () => t('transcripts.serverError.timeout'),
  transcript_unreachable: () => t('transcripts.serverError.unreachable'),
};

/**
 * A transcript link's error reply as the page shows it: in English the Worker's `message` word for
 * word; in another locale the catalogue's text for a known envelope `code`, else the message as it
 * came (a refused link's or a host's reason, the network text).
 */
export function transcriptErrorText(message: string, code: string | null): string {
  if (activeLocale() === DEFAULT_LOCALE || code === null || !Object.hasOwn(SERVER_ERROR_TEXTS, code)) {
    return message;
  }
  return SERVER_ERROR_TEXTS[code]?.() ?? message;
}
