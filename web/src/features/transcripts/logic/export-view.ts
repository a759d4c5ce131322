// Exports the shown messages (filters applied) as a self-contained HTML page (no script, every text escaped) or as JSON.

import { escapeHtml } from '#web/lib/escape-html';
import { transcriptTexts as texts } from '../texts';
import { EXPORT_STYLES } from './export-styles';
import type { TranscriptHeader } from './parse-transcript';
import type { StreamedMessage } from './stream-transcript';
import { formatTranscriptDate } from './transcript-dates';
import type { TranscriptFilters } from './transcript-filters';

/** What an export holds: the transcript's header, the messages shown, the filters that chose them. */
export interface ExportInput {
  header: TranscriptHeader;
  messages: readonly StreamedMessage[];
  /** Messages in the whole transcript. */
  total: number;
  filters: TranscriptFilters;
  /** When the export was made (epoch ms). */
  at: number;
}

const when = (time: number | null, fallback: string) =>
  time === null ? fallback : formatTranscriptDate(new Date(time));

/** The filters as lines a reader understands ('None' when nothing is filtered). */
export function describeFilters(filters: TranscriptFilters): string[] {
  const lines: string[] = [];
  if (filters.authors.length) lines.push(texts.exported.authors(filters.authors));
  if (filters.who === 'bots') lines.push(texts.exported.botsOnly);
  if (filters.who === 'humans') lines.push(texts.exported.humansOnly);
  if (filters.embeds) lines.push(texts.exported.hasEmbeds);
  if (filters.reactions) lines.push(texts.exported.hasReactions);
  if (filters.from !== null) lines.push(`${texts.filters.from}: ${when(filters.from, '')}`);
  if (filters.to !== null) lines.push(`${texts.filters.to}: ${when(filters.to, '')}`);
  return lines.length ? lines : [texts.exported.noFilters];
}

function messageHtml(message: StreamedMessage): string {
  const bot = message.bot ? ` <span class="bot">${escapeHtml(texts.bot)}</span>` : '';
  const embeds = message.embeds
    .map(
      (embed) =>
        `<div class="embed">${embed.title ? `<div class="embed-title">${escapeHtml(embed.title)}</div>` : ''}${
          embed.description ? `<div class="text">${escapeHtml(embed.description)}</div>` : ''
        }</div>`,
    )
    .join('');
  const reactions = message.reactions.length
    ? `<ul class="reactions">${message.reactions
        .map((r) => `<li>${escapeHtml(r.emoji)}${r.count === null ? '' : ` ${r.count}`}</li>`)
        .join('')}</ul>`
    : '';
  return `<article class="message" id="message-${message.number}"><header><span class="author">${escapeHtml(
    message.author,
  )}</span>${bot} <time>${escapeHtml(when(message.time, message.timestamp))}</time> <span class="number">#${
    message.number
  }</span></header>${message.content ? `<div class="text">${escapeHtml(message.content)}</div>` : ''}${embeds}${reactions}</article>`;
}

/**
 * An export document in three parts: `head`, each message's `item` joined by `separator`, `tail`.
 * Joined at once by exportHtml and exportJson, a slice of messages at a time by exportFile.
 */
export interface ExportParts {
  head: string;
  item: (message: StreamedMessage) => string;
  separator: string;
  tail: string;
}

/**
 * A complete HTML document of `input`: the transcript's info, the filters used and every shown
 * message, styled by one inline style sheet; no script, no external resource, every text escaped
 * (so it opens offline and cannot run anything a transcript holds).
 */
export function htmlParts(input: ExportInput): ExportParts {
  const { header, messages, total, filters, at } = input;
  const info: [string, string][] = [
    [texts.info.channel, header.channel || texts.info.unknown],
    [header.closedBy?.label ?? texts.info.closedBy, header.closedBy?.value || texts.info.unknown],
    [header.closedAt?.label ?? texts.info.timestamp, header.closedAt?.value || texts.info.unknown],
    [texts.info.messages, texts.filters.shown(messages.length, total)],
    [texts.exported.exportedAt, formatTranscriptDate(new Date(at))],
  ];
  const title = `${texts.exported.title}${header.channel ? ` ${header.channel}` : ''}`;
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title><style>${EXPORT_STYLES}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<dl class="info">${info.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
<section class="filters"><h2>${escapeHtml(texts.exported.filtersUsed)}</h2><ul>${describeFilters(filters)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul></section>
<section class="messages">`;
  return { head, item: messageHtml, separator: '\n', tail: '</section></main></body></html>\n' };
}

/** The JSON export of one message, indented as a member of the document's `messages` array. */
function messageJson(m: StreamedMessage): string {
  const data = {
    number: m.number,
    timestamp: m.timestamp,
    time: m.time === null ? null : new Date(m.time).toISOString(),
    author: m.author,
    bot: m.bot,
    content: m.content,
    embeds: m.embeds,
    reactions: m.reactions,
  };
  return `    ${JSON.stringify(data, null, 2).replaceAll('\n', '\n    ')}`;
}

/**
 * The same content as JSON: info, filters (as in the address) and the shown messages with ISO times,
 * indented by two spaces as JSON.stringify(document, null, 2) writes it.
 */
export function jsonParts(input: ExportInput): ExportParts {
  const { header, messages, total, filters, at } = input;
  const info = JSON.stringify(
    {
      channel: header.channel,
      closedBy: header.closedBy?.value ?? null,
      closedAt: header.closedAt?.value ?? null,
      totalMessages: total,
      shownMessages: messages.length,
      exportedAt: new Date(at).toISOString(),
      filters: {
        ...filters,
        from: filters.from === null ? null : new Date(filters.from).toISOString(),
        to: filters.to === null ? null : new Date(filters.to).toISOString(),
      },
    },
    null,
    2,
  );
  const open = `${info.slice(0, -2)},\n  "messages": [`;
  return messages.length
    ? { head: `${open}\n`, item: messageJson, separator: ',\n', tail: '\n  ]\n}' }
    : { head: `${open}]\n}`, item: messageJson, separator: '', tail: '' };
}

const joinParts = (parts: ExportParts, messages: readonly StreamedMessage[]) =>
  parts.head + messages.map(parts.item).join(parts.separator) + parts.tail;

/** The HTML export (htmlParts) as one string. */
export function exportHtml(input: ExportInput): string {
  return joinParts(htmlParts(input), input.messages);
}

/** The JSON export (jsonParts) as one string. */
export function exportJson(input: ExportInput): string {
  return joinParts(jsonParts(input), input.messages);
}
