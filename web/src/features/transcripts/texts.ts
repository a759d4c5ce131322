// Every text the transcript viewer shows, read from the message catalogue; the spec's own texts word for word in English.
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import {
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_FILE_BYTES,
  TRANSCRIPT_MAX_REDIRECTS,
  TRANSCRIPT_URL_MAX_LENGTH,
} from '#shared/constants/transcripts';
import {
  TRANSCRIPT_URL_REFUSALS,
  type TranscriptUrlRefusal,
} from '#shared/logic/transcript/transcript-url-policy';
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
      fileTooLarge: t('transcripts.fileTooLarge', { size: megabytes(TRANSCRIPT_MAX_FILE_BYTES) }),
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

/** Why the Worker refused a link (`transcript_url_refused`), by the reason's name in the shared policy. */
const REFUSAL_TEXTS = localized(
  (): Record<TranscriptUrlRefusal, string> => ({
    ...textsOf('transcripts.refusal'),
    tooLong: t('transcripts.refusal.tooLong', { max: formatCount(TRANSCRIPT_URL_MAX_LENGTH) }),
  }),
);

/** The name of the refusal whose English text (the Worker's message) is `message`, if any. */
function refusalNamed(message: string): TranscriptUrlRefusal | undefined {
  return (Object.keys(TRANSCRIPT_URL_REFUSALS) as TranscriptUrlRefusal[]).find(
    (name) => TRANSCRIPT_URL_REFUSALS[name] === message,
  );
}

/**
 * A transcript link's error reply as the page shows it: in English the Worker's `message` word for
 * word; in another locale the catalogue's text for a known envelope `code`, for a refused link's
 * reason (one of TRANSCRIPT_URL_REFUSALS) and for the network text of a reply that never came, else
 * the message as it came (a host's reason, a redirect's).
 */
export function transcriptErrorText(message: string, code: string | null): string {
  if (activeLocale() === DEFAULT_LOCALE) return message;
  if (code === null) return message === NETWORK_ERROR_TEXT ? t('transcripts.serverError.network') : message;
  if (code === 'transcript_url_refused') {
    const refusal = refusalNamed(message);
    return refusal ? REFUSAL_TEXTS[refusal] : message;
  }
  return Object.hasOwn(SERVER_ERROR_TEXTS, code) ? (SERVER_ERROR_TEXTS[code]?.() ?? message) : message;
}
