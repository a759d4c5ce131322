// The transcript load (run in the Web Worker): batches as messages complete, progress of the total, and how a load ends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSCRIPT_BYTES_HEADER, TRANSCRIPT_MAX_BYTES } from '#shared/constants/transcripts';
import {
  type LoadEvent,
  type LoadSource,
  loadTranscript,
  MAX_BATCH_MESSAGES,
  PARSE_SLICE_CHARS,
} from '#web/features/transcripts/logic/load-transcript';
import { MessageList } from '#web/features/transcripts/logic/stream-transcript';

const LINK = 'https://cdn.discordapp.com/attachments/1/2/transcript.txt';
const encode = (text: string) => new TextEncoder().encode(text);

/** A body giving `chunks` in order, then ending, or erroring when `fail` is set. */
function body(chunks: Uint8Array[], fail = false): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else if (fail) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

/** Answers the worker call of LINK with `reply`; returns the calls seen. */
function answer(reply: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply);
}

async function load(source: LoadSource): Promise<LoadEvent[]> {
  const events: LoadEvent[] = [];
  await loadTranscript(
    source,
    (event) => events.push(event),
    new AbortController().signal,
    new MessageList(),
  );
  return events;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadTranscript', () => {
  it('reads a link through /api/transcript, a batch once a message completes, then the rest with the bytes', async () => {
    const chunks = [
      encode('Channel: #a\n[10:00] ann: hi\n[10:01] bob: yo\n'),
      encode('and mo'),
      encode('re\n'),
    ];
    const fetch = answer(
      new Response(body(chunks), {
        headers: { [TRANSCRIPT_BYTES_HEADER]: '42', 'Content-Type': 'text/plain' },
      }),
    );
    const events = await load({ kind: 'url', url: LINK });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/transcript?url=${encodeURIComponent(LINK)}`);
    expect(events.map((event) => event.type)).toEqual(['batch', 'done']);
    const [first, last] = events;
    expect(first).toMatchObject({
      bytes: chunks[0]?.byteLength,
      total: 42,
      count: 2,
      header: { channel: '#a' },
    });
    expect(first?.type === 'batch' && first.messages.map((m) => m.author)).toEqual(['ann']);
    expect(last?.type === 'done' && last.messages.map((m) => [m.number, m.author, m.content])).toEqual([
      [2, 'bob', 'yo\nand more'],
    ]);
    expect(last?.type === 'done' && (await last.raw.text())).toBe(
      'Channel: #a\n[10:00] ann: hi\n[10:01] bob: yo\nand more\n',
    );
  });

  it('sends the first messages of a large read at once, then batches of about MAX_BATCH_MESSAGES', async () => {
    const line = '[10:00] ann: hi\n';
    const text = line.repeat(20_000);
    const events = await load({ kind: 'text', text });
    const sizes = events.map((event) => ('messages' in event ? event.messages.length : 0));
    expect(events.map((event) => event.type).slice(-1)).toEqual(['done']);
    expect(sizes[0]).toBeGreaterThan(0);
    const sliceMessages = PARSE_SLICE_CHARS / line.length + 1;
    expect(sizes[0]).toBeLessThanOrEqual(sliceMessages);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_MESSAGES + sliceMessages);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(20_000);
  });

  it('keeps what arrived when the connection drops, the last message as far as it got', async () => {
    answer(new Response(body([encode('[10:00] ann: hi\n[10:01] bob: half a mess')], true)));
    const [event] = await load({ kind: 'url', url: LINK });
    expect(event).toMatchObject({ type: 'partial', reason: 'dropped', total: null });
    expect(event?.type === 'partial' && event.messages.map((m) => m.content)).toEqual(['hi', 'half a mess']);
  });

  it('says the link is too large when the worker cut it at the cap', async () => {
    const full = new Uint8Array(TRANSCRIPT_MAX_BYTES).fill(97);
    answer(new Response(body([encode('[10:00] ann: '), full.subarray(13)], true)));
    const [event] = (await load({ kind: 'url', url: LINK })).slice(-1);
    expect(event).toMatchObject({ type: 'partial', reason: 'tooLarge', bytes: TRANSCRIPT_MAX_BYTES });
  });

  it("reads a link's reply opened on the page like the link itself: its total, a drop, the cap", async () => {
    const reply = (chunks: Uint8Array[], fail: boolean, total: number | null): LoadSource => ({
      kind: 'reply',
      body: body(chunks, fail),
      total,
    });
    const [done] = (await load(reply([encode('[10:00] ann: hé\n')], false, 17))).slice(-1);
    expect(done).toMatchObject({ type: 'done', total: 17, bytes: 17, count: 1 });
    const [dropped] = await load(reply([encode('[10:00] ann: hi\n[10:01] bob: half')], true, null));
    expect(dropped).toMatchObject({ type: 'partial', reason: 'dropped', count: 2 });
    const full = new Uint8Array(TRANSCRIPT_MAX_BYTES).fill(97);
    const [capped] = (await load(reply([encode('[10:00] ann: '), full.subarray(13)], true, null))).slice(-1);
    expect(capped).toMatchObject({ type: 'partial', reason: 'tooLarge', bytes: TRANSCRIPT_MAX_BYTES });
  });

  it("shows the worker's error message, status and code, or the network text", async () => {
    answer(
      Response.json(
        { error: { code: 'transcript_expired', message: 'This transcript link has expired' } },
        { status: 410 },
      ),
    );
    expect(await load({ kind: 'url', url: LINK })).toEqual([
      { type: 'error', message: 'This transcript link has expired', status: 410, code: 'transcript_expired' },
    ]);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await load({ kind: 'url', url: LINK })).toEqual([
      {
        type: 'error',
        message: 'Network error - please check your internet connection',
        status: null,
        code: null,
      },
    ]);
  });

  it('reads pasted text and files the same way, their size as the total', async () => {
    const text = '[10:00] ann: hé\n';
    for (const source of [
      { kind: 'text', text },
      { kind: 'file', file: new Blob([text]) },
    ] as LoadSource[]) {
      const [event] = (await load(source)).slice(-1);
      expect(event).toMatchObject({ type: 'done', total: 17, bytes: 17, count: 1 });
    }
  });

  it('reports a file that cannot be read with no message (the page words it)', async () => {
    const file = { size: 10, stream: () => body([], true) } as unknown as Blob;
    expect(await load({ kind: 'file', file })).toEqual([
      { type: 'error', message: null, status: null, code: null },
    ]);
  });
});
