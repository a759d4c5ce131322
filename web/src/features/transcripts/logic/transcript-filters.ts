// Filters of the transcript viewer (authors, bots or humans, embeds, reactions, a time range), kept in the URL, and its participants.

/** What a filter reads of a message (the viewer's streamed messages have it). */
export interface FilterableMessage {
  author: string;
  bot: boolean;
  time: number | null;
  embeds: readonly unknown[];
  reactions: readonly unknown[];
}

/** The filters of a view. Empty `authors` means every author; `from`/`to` are epoch ms, inclusive. */
export interface TranscriptFilters {
  authors: readonly string[];
  who: 'all' | 'bots' | 'humans';
  embeds: boolean;
  reactions: boolean;
  from: number | null;
  to: number | null;
}

/** No filter: every message shows. */
export const NO_FILTERS: TranscriptFilters = {
  authors: [],
  who: 'all',
  embeds: false,
  reactions: false,
  from: null,
  to: null,
};

/** Query parameters of /transcribe/ holding the filters (a filtered view can be shared by its address). */
export const FILTER_PARAMS = { author: 'author', who: 'who', has: 'has', from: 'from', to: 'to' } as const;

function readTime(value: string | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The filters `params` hold: `author` (repeated), `who=bots|humans`, `has=embeds` and `has=reactions`,
 * `from`/`to` as ISO dates. Unknown or unreadable values are ignored.
 */
export function readFilters(params: URLSearchParams): TranscriptFilters {
  const who = params.get(FILTER_PARAMS.who);
  const has = params.getAll(FILTER_PARAMS.has);
  return {
    authors: [...new Set(params.getAll(FILTER_PARAMS.author).filter(Boolean))],
    who: who === 'bots' || who === 'humans' ? who : 'all',
    embeds: has.includes('embeds'),
    reactions: has.includes('reactions'),
    from: readTime(params.get(FILTER_PARAMS.from)),
    to: readTime(params.get(FILTER_PARAMS.to)),
  };
}

/** A copy of `params` with its filter parameters replaced by `filters` (other parameters kept). */
export function writeFilters(params: URLSearchParams, filters: TranscriptFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  for (const author of filters.authors) next.append(FILTER_PARAMS.author, author);
  if (filters.who !== 'all') next.set(FILTER_PARAMS.who, filters.who);
  if (filters.embeds) next.append(FILTER_PARAMS.has, 'embeds');
  if (filters.reactions) next.append(FILTER_PARAMS.has, 'reactions');
  if (filters.from !== null) next.set(FILTER_PARAMS.from, new Date(filters.from).toISOString());
  if (filters.to !== null) next.set(FILTER_PARAMS.to, new Date(filters.to).toISOString());
  return next;
}

/** Whether any filter is set. */
export function isFiltered(filters: TranscriptFilters): boolean {
  return (
    filters.authors.length > 0 ||
    filters.who !== 'all' ||
    filters.embeds ||
    filters.reactions ||
    filters.from !== null ||
    filters.to !== null
  );
}

/** Whether `message` passes `filters`. A message without a readable time fails a time range. */
export function passes(message: FilterableMessage, filters: TranscriptFilters): boolean {
  if (filters.authors.length > 0 && !filters.authors.includes(message.author)) return false;
  if (filters.who === 'bots' && !message.bot) return false;
  if (filters.who === 'humans' && message.bot) return false;
  if (filters.embeds && message.embeds.length === 0) return false;
  if (filters.reactions && message.reactions.length === 0) return false;
  if (filters.from !== null && (message.time === null || message.time < filters.from)) return false;
  if (filters.to !== null && (message.time === null || message.time > filters.to)) return false;
  return true;
}

/** One author of a transcript: messages, first and last message time (null when unreadable), BOT tag. */
export interface Participant {
  author: string;
  bot: boolean;
  count: number;
  first: number | null;
  last: number | null;
}

/**
 * The participants of messages counted as they arrive: `add` each message once, read `list` at any
 * time. Adding a message costs one map lookup, so a growing transcript never recounts the earlier ones.
 */
export class ParticipantTally {
  readonly #byAuthor = new Map<string, Participant>();

  add({ author, bot, time }: FilterableMessage): void {
    const seen = this.#byAuthor.get(author);
    if (!seen) {
      this.#byAuthor.set(author, { author, bot, count: 1, first: time, last: time });
      return;
    }
    seen.count += 1;
    seen.bot ||= bot;
    if (time !== null) {
      if (seen.first === null || time < seen.first) seen.first = time;
      if (seen.last === null || time > seen.last) seen.last = time;
    }
  }

  /** Copies of every author counted so far, most messages first, then by name. */
  list(): Participant[] {
    return [...this.#byAuthor.values()]
      .map((participant) => ({ ...participant }))
      .sort((a, b) => b.count - a.count || a.author.localeCompare(b.author));
  }
}

/** Every author of `messages`, most messages first, then by name. */
export function participantsOf(messages: readonly FilterableMessage[]): Participant[] {
  const tally = new ParticipantTally();
  for (const message of messages) tally.add(message);
  return tally.list();
}

/** Position of the first message at or after `time` (unreadable times skipped), or -1 when none is. */
export function positionAtOrAfter(messages: readonly FilterableMessage[], time: number): number {
  return messages.findIndex((message) => message.time !== null && message.time >= time);
}

/** The counts beside the filters: how many messages are from bots, from humans, have embeds, have reactions. */
export interface FilterCounts {
  bots: number;
  humans: number;
  embeds: number;
  reactions: number;
}

/** The counts of no message. */
export const NO_COUNTS: FilterCounts = { bots: 0, humans: 0, embeds: 0, reactions: 0 };

/** `counts` (of earlier messages) with `messages` added, as a new object: a batch costs its own length. */
export function addToCounts(counts: FilterCounts, messages: readonly FilterableMessage[]): FilterCounts {
  let { bots, humans, embeds, reactions } = counts;
  for (const message of messages) {
    if (message.bot) bots += 1;
    else humans += 1;
    if (message.embeds.length) embeds += 1;
    if (message.reactions.length) reactions += 1;
  }
  return { bots, humans, embeds, reactions };
}

/** How many of `messages` are bots, humans, have embeds, have reactions: the counts beside the filters. */
export function filterCounts(messages: readonly FilterableMessage[]): FilterCounts {
  return addToCounts(NO_COUNTS, messages);
}
