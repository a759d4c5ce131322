// Every reason the embed sender's draft cannot be sent yet, checked against Discord's limits.
import { DISCORD_LIMITS as L } from '../constants/limits';
import { type DraftProblem, lengthProblem, problems, urlProblem } from './draft-limits';
import type { EmbedDraft } from './embed-draft';
import { embedLength } from './embed-length';
import { buildOutgoingEmbed, embedHasContent } from './embed-payload';

/** Shown when the draft has neither content nor anything in the embed. */
export const EMPTY_MESSAGE_PROBLEM = 'Add message content or something to the embed before sending';
/** Shown when a button is filled in but the embed it belongs to is empty. */
export const BUTTON_NEEDS_EMBED_PROBLEM =
  'The button is sent with the embed: add a title, description, field or image to the embed';

/**
 * Limit and URL problems of the draft, in the order the editor shows its inputs: content 2000,
 * title 256, description 4096, author 256, field count 25 (names 256, values 1024), footer 2048,
 * button label 80, link URLs http(s) and at most 512, and 6000 characters for the embed in all.
 * The channel is not checked here (the send action says 'Please select a channel').
 * An empty list means the draft can be sent.
 */
export function embedDraftProblems(draft: EmbedDraft, now = new Date()): DraftProblem[] {
  const { embed } = draft;
  const outgoing = buildOutgoingEmbed(embed, now);
  const total = embedLength(outgoing);
  const fieldProblems = embed.fields.flatMap((field, index) =>
    problems(
      lengthProblem(`fields.${index}.name`, `Field ${index + 1} name`, field.name, L.fieldName),
      lengthProblem(`fields.${index}.value`, `Field ${index + 1} value`, field.value, L.fieldValue),
    ),
  );
  const hasButton = outgoing.button !== null;
  return [
    ...problems(
      lengthProblem('content', 'Message content', draft.content, L.content),
      lengthProblem('title', 'Title', embed.title, L.embedTitle),
      lengthProblem('description', 'Description', embed.description, L.embedDescription),
      lengthProblem('author.name', 'Author name', embed.author.name, L.authorName),
      urlProblem('author.icon_url', 'Author icon URL', embed.author.icon_url),
      urlProblem('author.url', 'Author URL', embed.author.url),
      urlProblem('thumbnail.url', 'Thumbnail URL', embed.thumbnail.url),
      urlProblem('image.url', 'Image URL', embed.image.url),
      embed.fields.length > L.embedFields
        ? { path: 'fields', message: `Too many fields: ${embed.fields.length}/${L.embedFields}` }
        : null,
    ),
    ...fieldProblems,
    ...problems(
      lengthProblem('footer.text', 'Footer text', embed.footer.text, L.footerText),
      urlProblem('footer.icon_url', 'Footer icon URL', embed.footer.icon_url),
      lengthProblem('button.label', 'Button label', embed.button.label, L.buttonLabel),
      urlProblem('button.url', 'Button URL', embed.button.url),
      total > L.embedTotal
        ? { path: 'embed', message: `The embed is too long: ${total}/${L.embedTotal} characters in all` }
        : null,
      hasButton && !embedHasContent(outgoing)
        ? { path: 'button', message: BUTTON_NEEDS_EMBED_PROBLEM }
        : null,
      !draft.content.trim() && !embedHasContent(outgoing) && !hasButton
        ? { path: 'message', message: EMPTY_MESSAGE_PROBLEM }
        : null,
    ),
  ];
}
