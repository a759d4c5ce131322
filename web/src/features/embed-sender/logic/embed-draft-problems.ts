// Every reason the embed sender's draft cannot be sent yet: the worker's own send schema, read as editor problems.
import { embedSendSchema } from '#shared/schemas/embed';
import type { DraftProblem } from '#web/lib/embed/draft-limits';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload } from '#web/lib/embed/embed-payload';

/** Shown when the draft has neither content nor anything in the embed. */
export const EMPTY_MESSAGE_PROBLEM = 'Add message content or something to the embed before sending';
/** Shown when a button is filled in but the embed it belongs to is empty. */
export const BUTTON_NEEDS_EMBED_PROBLEM =
  'The button is sent with the embed: add a title, description, field or image to the embed';

/** The editor's name of each part of the send body, keyed by its path in the body. */
const LABELS: Record<string, string> = {
  content: 'Message content',
  'embed.title': 'Title',
  'embed.description': 'Description',
  'embed.author.name': 'Author name',
  'embed.author.icon_url': 'Author icon URL',
  'embed.author.url': 'Author URL',
  'embed.thumbnail.url': 'Thumbnail URL',
  'embed.image.url': 'Image URL',
  'embed.fields': 'The embed',
  'embed.footer.text': 'Footer text',
  'embed.footer.icon_url': 'Footer icon URL',
  'embed.button.label': 'Button label',
  'embed.button.url': 'Button URL',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Turns one schema issue into an editor problem: the path loses its `embed.` prefix (the editor
 * names `title`, `fields.2.name`...), a field's index is its row in the draft (blank rows are not
 * sent, so body and draft may count differently), and the message starts with the input's label.
 */
function toProblem(path: readonly PropertyKey[], message: string, fieldRows: number[]): DraftProblem {
  const [area, part, index, key] = path.map(String);
  if (path.length === 0) return { path: 'message', message: EMPTY_MESSAGE_PROBLEM };
  if (area === 'embed' && part === 'fields' && index !== undefined && key !== undefined) {
    const row = fieldRows[Number(index)] ?? Number(index);
    return { path: `fields.${row}.${key}`, message: `Field ${row + 1} ${key} ${message}` };
  }
  const dotted = path.map(String).join('.');
  const label = LABELS[dotted];
  return {
    path: dotted === 'embed' ? 'embed' : dotted.replace(/^embed\./, ''),
    message: label ? `${label} ${message}` : capitalised(message),
  };
}

/**
 * Problems of the draft, in the order of the send body: each is an issue the worker's
 * `embedSendSchema` (Discord's limits: content 2000, title 256, description 4096, author 256,
 * 25 fields of 256/1024, footer 2048, button label 80, http(s) link URLs of at most 512, 6000 in
 * all) finds in the body the draft would send, plus a filled-in button on an empty embed, which
 * would be left out. Parts the send leaves out (a field without name or value, an author without
 * a name) are not checked. The channel is not checked here (the send action says
 * 'Please select a channel'). An empty list means the draft can be sent.
 */
export function embedDraftProblems(draft: EmbedDraft, now = new Date()): DraftProblem[] {
  const body = buildEmbedSendPayload(draft, now);
  const fieldRows = draft.embed.fields.flatMap((field, row) =>
    field.name.trim() && field.value.trim() ? [row] : [],
  );
  const parsed = embedSendSchema.safeParse(body);
  const schemaProblems = (parsed.success ? [] : parsed.error.issues)
    .filter((issue) => issue.path[0] !== 'channelId')
    .map((issue) => toProblem(issue.path, issue.message, fieldRows));
  const { button } = draft.embed;
  const strandedButton = Boolean(button.label.trim() && button.url.trim()) && body.embed === null;
  if (!strandedButton) return schemaProblems;
  const withoutEmpty = schemaProblems.filter((problem) => problem.path !== 'message');
  return [...withoutEmpty, { path: 'button', message: BUTTON_NEEDS_EMBED_PROBLEM }];
}
