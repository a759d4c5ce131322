// Every text the transcript viewer shows; the spec's own texts word for word.
import { TRANSCRIPT_MAX_FILE_BYTES, TRANSCRIPT_TOO_LARGE_MESSAGE } from '#shared/constants/transcripts';

/** Texts of /transcribe/. */
export const transcriptTexts = {
  heading: 'Ticket Transcript Viewer',
  emptyTitle: 'No Transcript Loaded',
  emptyHelp: 'Open a ticket transcript from its link, paste its text, or upload the .txt file.',
  loading: 'Loading transcript...',
  progressLabel: 'Transcript loading progress',
  progress: (bytes: string, total: string | null, messages: number) =>
    `${total ? `${bytes} of ${total}` : bytes} · ${messages.toLocaleString()} ${messages === 1 ? 'message' : 'messages'}`,
  cancel: 'Cancel',
  retry: 'Retry',
  stopped: {
    dropped: (shown: number) =>
      `The connection dropped before the whole transcript arrived. Showing the ${shown.toLocaleString()} messages that did.`,
    tooLarge: (shown: number) =>
      `${TRANSCRIPT_TOO_LARGE_MESSAGE} Showing the first ${shown.toLocaleString()} messages.`,
    cancelled: (shown: number) =>
      `Loading stopped. Showing the ${shown.toLocaleString()} messages that arrived.`,
  },
  readerFailed: 'The transcript reader stopped unexpectedly.',
  error: (message: string) => `Error loading transcript: ${message}`,
  expiredHelp:
    'Discord attachment links stop working after a while. Open the transcript message in Discord again for a fresh link, or download the file there and upload it here.',
  otherWaysHelp: "Can't open the link? Paste the transcript's text, or download the file and upload it.",
  noMessages: 'No messages found in transcript',
  openAnother: 'Open another transcript',
  tabs: { link: 'Link', paste: 'Paste text', upload: 'Upload a file' },
  linkLabel: 'Transcript link',
  linkExample: 'https://cdn.discordapp.com/attachments/…/transcript.txt',
  openLink: 'Open link',
  linkRequired: 'Add the transcript link to open.',
  pasteLabel: 'Transcript text',
  openText: 'Open text',
  pasteRequired: 'Paste the transcript text first.',
  uploadLabel: 'Transcript file (.txt)',
  uploadHint: 'Choose the file, or drop it here.',
  fileTooLarge: `The file is larger than ${TRANSCRIPT_MAX_FILE_BYTES / (1024 * 1024)} MB.`,
  fileUnreadable: 'The file could not be read.',
  info: {
    title: 'Transcript info',
    channel: 'Channel',
    closedBy: 'Closed by',
    messages: 'Messages',
    timestamp: 'Closed at',
    unknown: 'Unknown',
    headerCount: (count: number) => `the header says ${count}`,
  },
  download: 'Download',
  source: 'Source',
  sourceFile: (name: string) => `File: ${name}`,
  sourcePaste: 'Pasted text',
  searchLabel: 'Search messages',
  searchHint: 'Search messages',
  previousMatch: 'Previous match',
  nextMatch: 'Next match',
  matchPosition: (position: number, total: number) => `${position} of ${total}`,
  noMatches: 'No matches',
  authorLabel: 'Author',
  allAuthors: (count: number) => `All authors (${count})`,
  authorOption: (author: string, count: number) => `${author} (${count})`,
  listLabel: 'Messages',
  bot: 'BOT',
  copyLink: (n: number) => `Copy link to message ${n}`,
  linkCopied: 'Link copied',
  notes: 'Other header lines',
} as const;
