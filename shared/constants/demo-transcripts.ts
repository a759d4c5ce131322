// Links of the demo transcripts the worker answers in-process in demo mode (offered by the viewer there).

/** Discord-style links the demo answers without any outbound request. */
export const DEMO_TRANSCRIPT_URLS = {
  ticket:
    'https://cdn.discordapp.com/attachments/1100000000000000001/1300000000000000001/transcript-ticket-0042.txt',
  large:
    'https://cdn.discordapp.com/attachments/1100000000000000001/1300000000000000002/transcript-raid-log.txt',
} as const;

/** Messages in the large demo transcript. */
export const DEMO_LARGE_MESSAGE_COUNT = 50_000;
