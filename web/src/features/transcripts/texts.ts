// Every text the transcript viewer shows, read from the message catalogue; the spec's own texts word for word in English.
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import {
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_FILE_BYTES,
  TRANSCRIPT_MAX_REDIRECTS,
  TRANSCRIPT_URL_MAX_LENGTH,
} from '#shared/constants/transcripts';
import {
  type HttpStatusName,
  httpStatusName,
  readTranscriptError,
  type TranscriptErrorReading,
  type TranscriptFixedError,
} from '#shared/logic/transcript/transcript-error-messages';
import type { TranscriptUrlRefusal } from '#shared/logic/transcript/transcript-url-policy';
import { formatCount } from '#web/lib/i18n/format-count';
import { activeLocale, formatNumber, localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';

/** A size limit in MB as the active locale writes numbers. */
const megabytes = (bytes: number) => formatNumber(bytes / (1024 * 1024));

/** Texts of /transcribe/. Message content is never translated: only the viewer's own words. */
export const transcriptTexts = localized(
  () =>
    ({
      ...textsOf('transcripts'),
      demoRaidLog: (count: number) => t('transcripts.demoRaidLog', { count }),
      progress: (bytes: string, total: string | null, count: number) =>
        total
          ? t('transcripts.progressOfTotal', { bytes, total, count })
          : t('transcripts.progress', { bytes, count }),
      stopped: {
        dropped: (count: number) => t('transcripts.stopped.dropped', { count }),
        tooLarge: (count: number) =>
          t('transcripts.stopped.tooLarge', { count, size: megabytes(TRANSCRIPT_MAX_BYTES) }),
        cancelled: (count: number) => t('transcripts.stopped.cancelled', { count }),
      },
      error: (reason: string) => t('transcripts.error', { reason }),
      tabs: textsOf('transcripts.tabs'),
      linkExample: 'https://cdn.discordapp.com/attachments/…/transcript.txt',
      /** A function, so the page's first render builds no number format for a text only an upload's error shows. */
      fileTooLarge: () => t('transcripts.fileTooLarge', { size: megabytes(TRANSCRIPT_MAX_FILE_BYTES) }),
      info: {
        ...textsOf('transcripts.info'),
        /** The count of messages read, and the header's own count when it differs. */
        count: (count: number, header: number | null) =>
          header === null || header === count
            ? formatNumber(count)
            : t('transcripts.info.countWithHeader', {
                count: formatNumber(count),
                header: formatNumber(header),
              }),
      },
      sourceFile: (name: string) => t('transcripts.sourceFile', { name }),
      matchPosition: (position: number, total: number) =>
        t('transcripts.matchPosition', { position: formatNumber(position), total: formatNumber(total) }),
      filters: {
        ...textsOf('transcripts.filters'),
        whoBots: (count: number) => t('transcripts.filters.whoBots', { count: formatNumber(count) }),
        whoHumans: (count: number) => t('transcripts.filters.whoHumans', { count: formatNumber(count) }),
        embeds: (count: number) => t('transcripts.filters.embeds', { count: formatNumber(count) }),
        reactions: (count: number) => t('transcripts.filters.reactions', { count: formatNumber(count) }),
        shown: (shown: number, total: number) =>
          t('transcripts.filters.shown', { shown: formatNumber(shown), total: formatNumber(total) }),
      },
      participants: {
        title: (count: number) => t('transcripts.participants.title', { count: formatNumber(count) }),
        messages: (count: number) => t('transcripts.participants.messages', { count }),
        span: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
      },
      jump: textsOf('transcripts.jump'),
      exported: {
        ...textsOf('transcripts.exported'),
        authors: (authors: readonly string[]) =>
          t('transcripts.exported.authors', {
            authors: new Intl.ListFormat(activeLocale(), { style: 'short', type: 'unit' }).format(authors),
          }),
      },
      copyLink: (number: number) => t('transcripts.copyLink', { number }),
    }) as const,
);

/** The text of each transcript-fetch error the Worker sends, by what readTranscriptError read from it. */
const SERVER_ERROR_TEXTS = localized(() => {
  const refusals: Record<TranscriptUrlRefusal, string> = {
    ...textsOf('transcripts.refusal'),
    tooLong: t('transcripts.refusal.tooLong', { max: formatCount(TRANSCRIPT_URL_MAX_LENGTH) }),
  };
  const statusNames = textsOf('transcripts.httpStatus') as Record<`${HttpStatusName}`, string>;
  const serverError = textsOf('transcripts.serverError');
  return {
    fixed: {
      ...serverError,
      tooLarge: t('transcripts.serverError.tooLarge', { size: megabytes(TRANSCRIPT_MAX_BYTES) }),
      tooManyRedirects: t('transcripts.serverError.tooManyRedirects', {
        max: formatNumber(TRANSCRIPT_MAX_REDIRECTS),
      }),
    } satisfies Record<TranscriptFixedError, string>,
    refused: (refusal: TranscriptUrlRefusal) => refusals[refusal],
    redirectRefused: (refusal: TranscriptUrlRefusal) =>
      t('transcripts.serverError.redirectRefused', { reason: refusals[refusal] }),
    discordStatus: (status: number) =>
      t('transcripts.serverError.discordStatus', { status: formatCount(status) }),
    hostStatus: (status: number) =>
      t('transcripts.serverError.hostStatus', {
        status: formatCount(status),
        name: statusNames[httpStatusName(status)],
      }),
  };
});

/** The words of one reading of a transcript-fetch error, in the active locale. */
function readingText(reading: TranscriptErrorReading): string {
  switch (reading.kind) {
    case 'refused':
    case 'redirectRefused':
      return SERVER_ERROR_TEXTS[reading.kind](reading.refusal);
    case 'discordStatus':
    case 'hostStatus':
      return SERVER_ERROR_TEXTS[reading.kind](reading.status);
    default:
      return SERVER_ERROR_TEXTS.fixed[reading.kind];
  }
}

/**
 * A transcript link's error reply as the page shows it: in English the Worker's `message` word for
 * word; in another locale the catalogue's text for each of the Worker's transcript-fetch errors
 * (matched exactly by readTranscriptError, with the status or refusal it names) and for the network
 * text of a reply that never came, else the message as it came (e.g. from a different Worker version).
 */
export function transcriptErrorText(message: string, code: string | null): string {
  if (activeLocale() === DEFAULT_LOCALE) return message;
  if (code === null) return message === NETWORK_ERROR_TEXT ? t('transcripts.serverError.network') : message;
  const reading = readTranscriptError(code, message);
  return reading ? readingText(reading) : message;
}
