// Every user-facing text of the embed sender, spec texts copied exactly.

export const EMBED_TEXTS = {
  heading: 'Embed Generator',
  intro: 'Compose a message with a rich embed and a link button, preview it live and send it to a channel.',
  sendButton: 'Send Embed',
  sending: 'Sending...',
  sent: 'Embed sent successfully!',
  selectChannel: 'Please select a channel',
  loadChannelsFailed: 'Failed to load channels',
  sampleChannelsNote: 'Sample channels are shown instead; sending to them will not work.',
  sendFailed: 'Failed to send embed',
  livePreview: 'Live preview',
  previewHeading: 'Preview',
  previewEmpty: 'Your message preview will appear here',
  content: 'Message content',
  clearDraft: 'Clear draft',
  clearDraftTitle: 'Clear the draft?',
  clearDraftConfirm:
    'Everything in the editor will be removed. Undo brings it back while this page stays open.',
} as const;

/** Notes shown under a part that will be left out as it stands. */
export const EMBED_HINTS = {
  authorNeedsName: 'Add a name to show the author.',
  footerNeedsText: 'Add footer text to show the footer.',
  buttonNeedsBoth: 'Add both a label and a URL to send the button.',
  fieldNeedsBoth: 'Fields need both a name and a value; this one will be left out.',
  markdown:
    'Discord markdown works here: **bold**, *italic*, __underline__, ~~strike~~, `code`, > quote, [link](https://…).',
  timestamp: 'Timestamp (the time it is sent)',
} as const;

/** Texts of the JSON import and export panel. */
export const JSON_TEXTS = {
  heading: 'Import / export JSON',
  description: 'Discord message JSON, as Discohook and discord.js use it.',
  copy: 'Copy JSON',
  copied: 'Copied',
  download: 'Download JSON',
  importLabel: 'Paste JSON to import',
  importButton: 'Import',
  openFile: 'Open JSON file',
  imported: 'Draft imported',
  replaceTitle: 'Replace the draft?',
  replaceConfirm: 'The imported message replaces everything in the editor now.',
  replaceButton: 'Replace draft',
  copyFailed: 'Copying failed; select the JSON and copy it by hand.',
  fileTooLarge: 'This file is too large to be an embed (over 1 MB).',
} as const;
