// The embed sender's editable draft (spec section 3): its schema, an empty draft and whether it holds anything.
import { DEFAULT_EMBED_COLOR } from '#shared/constants/limits';
import { embedParts } from '#shared/schemas/embed';
import * as z from '#shared/schemas/zod';

const text = z.string();
/** The embed model's parts as typed: every text and link a plain string, limits left to the editor's counters. */
const parts = embedParts(
  () => text,
  () => text,
  text,
  text,
);

/** One embed field as edited; `id` only keeps list rows stable while reordering. */
const fieldDraftSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: text,
  value: text,
  inline: z.boolean(),
});

/**
 * The whole embed-sender draft (spec section 3): target channel, message content and the embed
 * (the embed model's parts as edited), every text as typed and the colour as a `#rrggbb` code.
 * Parsing is strict: a stored draft of another shape fails instead of loading half-repaired.
 */
export const embedDraftSchema = z.object({
  channelId: text,
  content: text,
  embed: z.object({
    title: parts.title,
    description: parts.description,
    color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    author: parts.author,
    thumbnail: parts.thumbnail,
    image: parts.image,
    footer: parts.footer,
    timestamp: z.boolean(),
    fields: z.array(fieldDraftSchema),
    button: parts.button,
  }),
});
export type EmbedDraft = z.infer<typeof embedDraftSchema>;
/** The embed part of the draft. */
export type EmbedPartDraft = EmbedDraft['embed'];
/** One field row of the draft. */
export type EmbedFieldDraft = EmbedPartDraft['fields'][number];

let fieldCounter = 0;

/** A fresh, unique row id for a new field. */
export function newFieldId(): string {
  fieldCounter += 1;
  return `field-${Date.now().toString(36)}-${fieldCounter}`;
}

/** A blank field with a new id. */
export function emptyField(): EmbedFieldDraft {
  return { id: newFieldId(), name: '', value: '', inline: false };
}

/** A blank draft: no channel, no text, the default colour #5865f2, no fields. */
export function emptyEmbedDraft(): EmbedDraft {
  return {
    channelId: '',
    content: '',
    embed: {
      title: '',
      description: '',
      color: DEFAULT_EMBED_COLOR,
      author: { name: '', icon_url: '', url: '' },
      thumbnail: { url: '' },
      image: { url: '' },
      footer: { text: '', icon_url: '' },
      timestamp: false,
      fields: [],
      button: { label: '', url: '' },
    },
  };
}

/**
 * True when the draft holds anything a user typed or chose besides the channel
 * (content, any embed text or URL, a colour other than the default, the timestamp, any field).
 */
export function isEmbedDraftDirty(draft: EmbedDraft): boolean {
  const blank = emptyEmbedDraft();
  const strip = (value: EmbedDraft) =>
    JSON.stringify({
      content: value.content,
      embed: { ...value.embed, fields: value.embed.fields.map(({ id: _id, ...rest }) => rest) },
    });
  return strip(draft) !== strip({ ...blank, channelId: draft.channelId });
}
