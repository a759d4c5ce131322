// The embed sender's editable draft (spec section 3): its shape, an empty draft and a storage-safe schema.
import * as z from 'zod';
import { DEFAULT_EMBED_COLOR } from '../constants/limits';

/** One embed field as edited; `id` only keeps list rows stable while reordering. */
export interface EmbedFieldDraft {
  id: string;
  name: string;
  value: string;
  inline: boolean;
}

/** The embed part of the draft: every text as typed, the colour as a hex code. */
export interface EmbedPartDraft {
  title: string;
  description: string;
  color: string;
  author: { name: string; icon_url: string; url: string };
  thumbnail: { url: string };
  image: { url: string };
  footer: { text: string; icon_url: string };
  timestamp: boolean;
  fields: EmbedFieldDraft[];
  button: { label: string; url: string };
}

/** The whole embed-sender draft: target channel, message content and the embed. */
export interface EmbedDraft {
  channelId: string;
  content: string;
  embed: EmbedPartDraft;
}

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

const text = z.string().catch('');
const fieldSchema = z.object({
  id: z
    .string()
    .min(1)
    .catch(() => newFieldId()),
  name: text,
  value: text,
  inline: z.boolean().catch(false),
});

/**
 * Reads a draft back from storage. Never throws: unknown keys are dropped and any part of the
 * wrong type falls back to its empty value, so a damaged or older stored draft still loads.
 */
export const storedEmbedDraftSchema = z
  .object({
    channelId: text,
    content: text,
    embed: z
      .object({
        title: text,
        description: text,
        color: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .catch(DEFAULT_EMBED_COLOR),
        author: z
          .object({ name: text, icon_url: text, url: text })
          .catch({ name: '', icon_url: '', url: '' }),
        thumbnail: z.object({ url: text }).catch({ url: '' }),
        image: z.object({ url: text }).catch({ url: '' }),
        footer: z.object({ text, icon_url: text }).catch({ text: '', icon_url: '' }),
        timestamp: z.boolean().catch(false),
        fields: z.array(fieldSchema).catch([]),
        button: z.object({ label: text, url: text }).catch({ label: '', url: '' }),
      })
      .catch(() => emptyEmbedDraft().embed),
  })
  .catch(() => emptyEmbedDraft()) satisfies z.ZodType<EmbedDraft>;
