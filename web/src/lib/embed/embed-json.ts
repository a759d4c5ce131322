// Imports and exports the embed sender's draft as Discord message JSON, the shape Discohook and discord.js use.

import { DEFAULT_EMBED_COLOR } from '#shared/constants/limits';
import * as z from '#shared/schemas/zod';
import { t } from '#web/lib/i18n/i18n';
import { type EmbedDraft, emptyEmbedDraft, newFieldId } from './embed-draft';
import { colorNumberToHex, hexToColorNumber } from './embed-payload';
import { issueSentence } from './issue-sentence';

/** Discord's component type of an action row, of a button, and the link button style. */
const ACTION_ROW = 1;
const BUTTON = 2;
const LINK_STYLE = 5;

/** The exported form: `{ content, embeds: [embed], components: [row with one link button] }`. */
export interface DiscordMessageJson {
  content?: string;
  embeds: Record<string, unknown>[];
  components?: { type: 1; components: { type: 2; style: 5; label: string; url: string }[] }[];
}

/** Adds `key: value` to `target` when the value is not blank. */
function put(target: Record<string, unknown>, key: string, value: string): void {
  if (value.trim()) target[key] = value;
}

/** Builds an object from its non-blank entries, or undefined when all are blank. */
function partOf(entries: Record<string, string>): Record<string, string> | undefined {
  const part: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) put(part, key, value);
  return Object.keys(part).length > 0 ? (part as Record<string, string>) : undefined;
}

/**
 * The draft as Discord message JSON. Everything typed is kept (even a part Discord would not
 * draw, such as an author icon without a name), so export then import gives the same draft.
 * The ticked timestamp becomes `now`. The channel is not exported (it belongs to one server).
 */
export function draftToDiscordJson(draft: EmbedDraft, now = new Date()): DiscordMessageJson {
  const { embed } = draft;
  const out: Record<string, unknown> = {};
  put(out, 'title', embed.title);
  put(out, 'description', embed.description);
  out.color = hexToColorNumber(embed.color);
  const parts = {
    author: partOf(embed.author),
    thumbnail: partOf(embed.thumbnail),
    image: partOf(embed.image),
    footer: partOf(embed.footer),
  };
  for (const [key, part] of Object.entries(parts)) if (part) out[key] = part;
  if (embed.timestamp) out.timestamp = now.toISOString();
  if (embed.fields.length > 0) {
    out.fields = embed.fields.map(({ name, value, inline }) => ({ name, value, inline }));
  }
  const json: DiscordMessageJson = { embeds: [out] };
  if (draft.content) json.content = draft.content;
  const { label, url } = embed.button;
  if (label.trim() || url.trim()) {
    json.components = [{ type: ACTION_ROW, components: [{ type: BUTTON, style: LINK_STYLE, label, url }] }];
  }
  return json;
}

const optionalText = z.nullish(z.string());
const colorSchema = z.nullish(
  z.union([
    z.number().check(z.int(), z.gte(0), z.lte(0xffffff)),
    z.string().check(z.regex(/^#?[0-9a-fA-F]{6}$/, 'must be a hex colour')),
  ]),
);
const embedJsonSchema = z.object({
  title: optionalText,
  description: optionalText,
  color: colorSchema,
  author: z.nullish(z.object({ name: optionalText, icon_url: optionalText, url: optionalText })),
  thumbnail: z.nullish(z.object({ url: optionalText })),
  image: z.nullish(z.object({ url: optionalText })),
  footer: z.nullish(z.object({ text: optionalText, icon_url: optionalText })),
  timestamp: z.nullish(z.union([z.string(), z.number()])),
  fields: z.nullish(
    z.array(z.object({ name: optionalText, value: optionalText, inline: z.nullish(z.boolean()) })),
  ),
});
type EmbedJson = z.infer<typeof embedJsonSchema>;
const componentSchema = z.looseObject({
  type: z.number(),
  style: z.optional(z.number()),
  label: optionalText,
  url: optionalText,
  components: z.optional(z.array(z.looseObject({}))),
});
const messageJsonSchema = z.object({
  content: optionalText,
  embeds: z.nullish(z.array(embedJsonSchema)),
  components: z.nullish(z.array(componentSchema)),
});
type MessageJson = z.infer<typeof messageJsonSchema>;

/** The result of an import: the new draft and notes on anything that could not be kept. */
export type DraftImport = { ok: true; draft: EmbedDraft; notes: string[] } | { ok: false; error: string };

const EMBED_KEYS = ['title', 'description', 'color', 'author', 'fields', 'footer', 'image', 'thumbnail'];

/** Finds the message object in the accepted shapes, or explains why none was found. */
function locateMessage(data: unknown, notes: string[]): { message: unknown } | { error: string } {
  if (Array.isArray(data) || typeof data !== 'object' || data === null) {
    return { error: t('editors.json.notObject') };
  }
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.messages)) {
    const [first] = record.messages as unknown[];
    if (first === undefined) return { error: t('editors.json.noMessages') };
    if (record.messages.length > 1) notes.push(t('editors.json.firstMessageOnly'));
    const inner = (first as { data?: unknown } | null)?.data;
    return { message: inner ?? first };
  }
  if (record.embed && typeof record.embed === 'object')
    return { message: { ...record, embeds: [record.embed] } };
  const looksLikeEmbed =
    !('embeds' in record) && !('content' in record) && EMBED_KEYS.some((k) => k in record);
  return { message: looksLikeEmbed ? { embeds: [record] } : record };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
    .join('');
  return `${path || t('editors.json.theMessage')}: ${issueSentence(issue.message)}`;
}

function firstLinkButton(message: MessageJson, notes: string[]): { label: string; url: string } {
  const buttons = (message.components ?? []).flatMap((row) =>
    row.type === ACTION_ROW ? (row.components ?? []) : [row],
  ) as Array<{ type?: unknown; style?: unknown; label?: unknown; url?: unknown }>;
  const links = buttons.filter(
    (b) => b.type === BUTTON && b.style === LINK_STYLE && typeof b.url === 'string',
  );
  if (buttons.length > links.slice(0, 1).length) notes.push(t('editors.json.oneLinkButton'));
  const [link] = links;
  return { label: typeof link?.label === 'string' ? link.label : '', url: link ? String(link.url) : '' };
}

function toEmbedDraft(embed: EmbedJson | undefined): EmbedDraft['embed'] {
  const blank = emptyEmbedDraft().embed;
  if (!embed) return blank;
  const color =
    typeof embed.color === 'number'
      ? colorNumberToHex(embed.color)
      : embed.color
        ? `#${embed.color.replace('#', '').toLowerCase()}`
        : DEFAULT_EMBED_COLOR;
  return {
    ...blank,
    title: embed.title ?? '',
    description: embed.description ?? '',
    color,
    author: {
      name: embed.author?.name ?? '',
      icon_url: embed.author?.icon_url ?? '',
      url: embed.author?.url ?? '',
    },
    thumbnail: { url: embed.thumbnail?.url ?? '' },
    image: { url: embed.image?.url ?? '' },
    footer: { text: embed.footer?.text ?? '', icon_url: embed.footer?.icon_url ?? '' },
    timestamp: embed.timestamp !== undefined && embed.timestamp !== null,
    fields: (embed.fields ?? []).map((field) => ({
      id: newFieldId(),
      name: field.name ?? '',
      value: field.value ?? '',
      inline: field.inline ?? false,
    })),
  };
}

/**
 * Reads a draft from JSON text: a Discord message (`{ content, embeds, components }`, as
 * discord.js and Discohook write it), a Discohook backup or share (`{ messages: [{ data }] }`),
 * `{ embed }`, or a bare embed object. Texts over Discord's limits are kept (the editor flags
 * them). The first embed and the first link button are used; anything else left out is listed
 * in `notes`. Never throws: bad JSON or a wrong type gives `{ ok: false, error }` naming where.
 */
export function parseDraftJson(text: string, channelId = ''): DraftImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: t('editors.json.invalid', { detail: (error as Error).message }) };
  }
  const notes: string[] = [];
  const located = locateMessage(data, notes);
  if ('error' in located) return { ok: false, error: located.error };
  const parsed = messageJsonSchema.safeParse(located.message);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      ok: false,
      error: t('editors.json.doesNotFit', { detail: issue ? describeIssue(issue) : '' }),
    };
  }
  const message = parsed.data;
  if (!message.content && !message.embeds?.length && !message.components?.length) {
    return { ok: false, error: t('editors.json.noContent') };
  }
  const embeds = message.embeds ?? [];
  if (embeds.length > 1) notes.push(t('editors.json.firstEmbedOnly', { count: embeds.length }));
  const embed = toEmbedDraft(embeds[0]);
  embed.button = firstLinkButton(message, notes);
  return { ok: true, draft: { channelId, content: message.content ?? '', embed }, notes };
}
