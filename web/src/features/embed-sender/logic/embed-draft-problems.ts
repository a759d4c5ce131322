// Every reason the embed sender's draft cannot be sent yet: the worker's own send schema, read as editor problems.
import { embedSendSchema } from '#shared/schemas/embed';
import type { DraftProblem } from '#web/lib/embed/draft-limits';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload } from '#web/lib/embed/embed-payload';
import { problemSentence } from '#web/lib/embed/problem-sentence';
import { EMBED_LABELS, EMBED_PROBLEM_TEXTS, EMBED_TEXTS } from '../texts';

/** The editor's name of each part of the send body, keyed by its path in the body. */
function labelOf(path: string): string | undefined {
  const labels: Record<string, string> = {
    content: EMBED_TEXTS.content,
    'embed.title': EMBED_LABELS.title,
    'embed.description': EMBED_LABELS.description,
    'embed.author.name': EMBED_LABELS.authorName,
    'embed.author.icon_url': EMBED_LABELS.authorIcon,
    'embed.author.url': EMBED_LABELS.authorUrl,
    'embed.thumbnail.url': EMBED_LABELS.thumbnailUrl,
    'embed.image.url': EMBED_LABELS.imageUrl,
    'embed.fields': EMBED_PROBLEM_TEXTS.theEmbed,
    'embed.footer.text': EMBED_LABELS.footerText,
    'embed.footer.icon_url': EMBED_LABELS.footerIconUrl,
    'embed.button.label': EMBED_LABELS.buttonLabel,
    'embed.button.url': EMBED_LABELS.buttonUrl,
  };
  return labels[path];
}

/**
 * Turns one schema issue into an editor problem: the path loses its `embed.` prefix (the editor
 * names `title`, `fields.2.name`...), a field's index is its row in the draft (blank rows are not
 * sent, so body and draft may count differently), and the message starts with the input's label.
 */
function toProblem(path: readonly PropertyKey[], message: string, fieldRows: number[]): DraftProblem {
  const [area, part, index, key] = path.map(String);
  if (path.length === 0) return { path: 'message', message: EMBED_PROBLEM_TEXTS.emptyMessage };
  if (area === 'embed' && part === 'fields' && index !== undefined && key !== undefined) {
    const row = fieldRows[Number(index)] ?? Number(index);
    const label = key === 'name' ? EMBED_LABELS.fieldName(row + 1) : EMBED_LABELS.fieldValue(row + 1);
    return { path: `fields.${row}.${key}`, message: problemSentence(label, message) };
  }
  const dotted = path.map(String).join('.');
  return {
    path: dotted === 'embed' ? 'embed' : dotted.replace(/^embed\./, ''),
    message: problemSentence(labelOf(dotted), message),
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
  return [...withoutEmpty, { path: 'button', message: EMBED_PROBLEM_TEXTS.buttonNeedsEmbed }];
}
