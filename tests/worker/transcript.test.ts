// GET /api/transcript: the SSRF rules, limits, error mapping and edge cache of the server-side transcript fetch.
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import {
  TRANSCRIPT_BYTES_HEADER,
  TRANSCRIPT_EDGE_CACHE_SECONDS,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_TOO_LARGE_MESSAGE,
} from '#shared/constants/transcripts';
import { TRANSCRIPT_URL_REFUSALS as REFUSED } from '#shared/logic/transcript/transcript-url-policy';
import production from '#worker/index';
import { cacheSecondsFor } from '#worker/lib/transcript-expiry';
import { upstream } from './setup';
import { callWorker, startEntry } from './support/call-worker';

/** A fresh Discord attachment URL per call, so edge-cache entries never leak between tests or runs. */
function attachment(host = 'cdn.discordapp.com'): string {
  return `https://${host}/attachments/1100000000000000001/${crypto.randomUUID()}/transcript.txt`;
}

function getTranscript(url: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  return callWorker(apiUrl(apiRoutes.transcript(url)), init, vars);
}

/** A time limit long enough to move 50 MB through workerd in a test (the tests' own is 200 ms). */
const SLOW_HOST: Partial<Env> = { UPSTREAM_TIMEOUT_MS: '50000' };
/** Time for a test moving 50 MB (about 8 s on a busy two-core machine). */
const BIG_BODY_TEST_MS = 60_000;

/** A body of `total` bytes of 'a' in 1 MB chunks. */
function chunks(total: number): ReadableStream<Uint8Array> {
  const size = 1024 * 1024;
  let left = total;
  return new ReadableStream({
    pull(controller) {
      const next = Math.min(size, left);
      left -= next;
      controller.enqueue(new Uint8Array(next).fill(97));
      if (left === 0) controller.close();
    },
  });
}

/** What a reader of a streamed reply got: the status, bytes and text that arrived, the error if any. */
interface Streamed {
  status: number;
  bytes: number;
  text: string;
  error?: unknown;
}

/** Reads the reply for `url` as it streams (as a browser does), then waits for the background work. */
async function streamTranscript(url: string, vars: Partial<Env> = {}): Promise<Streamed> {
  const { response, settled } = await startEntry(production, apiUrl(apiRoutes.transcript(url)), {}, vars);
  const read = await readAll(response);
  await settled;
  return { status: response.status, ...read };
}

/** Reads a reply to its end or its error: the bytes and text (of the first 1 kB) that arrived, and the error if any. */
async function readAll(response: Response): Promise<Omit<Streamed, 'status'>> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, text };
      bytes += value.byteLength;
      if (bytes <= 1024) text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { bytes, text, error };
  }
}

function textFile(body: BodyInit, init: ResponseInit = {}): Response {
  return new HttpResponse(body, { ...init, headers: { 'Content-Type': 'text/plain', ...init.headers } });
}

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
}

describe('GET /api/transcript: what it returns', () => {
  it('answers as a download the browser never stores', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('Channel: #ticket-1\n')));
    const response = await getTranscript(url);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="transcript.txt"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('names a non-text reply with a fixed text, never the remote content type', async () => {
    const url = attachment();
    upstream.use(
      http.get(url, () => textFile('x', { headers: { 'Content-Type': 'text/html; x=<b>evil</b>' } })),
    );
    await expectError(
      await getTranscript(url),
      415,
      'transcript_not_text',
      'The link does not point to a text transcript (it is not a plain text file).',
    );
  });

  it.each([
    ['a Discord path outside the attachments', 'https://cdn.discordapp.com/avatars/1/a.png', REFUSED.path],
    ['a blob: URL of a listed origin', 'blob:http://127.0.0.1:9555/0f8c2a4e', REFUSED.notHttps],
  ])('refuses %s and fetches nothing', async (_case, url, reason) => {
    await expectError(await getTranscript(url), 400, 'transcript_url_refused', reason);
    expect(upstream.requests()).toHaveLength(0);
  });

  it('returns the file as text/plain; charset=utf-8 with nosniff', async () => {
    const url = attachment();
    upstream.use(
      http.get(url, () =>
        textFile('Channel: #ticket-1\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      ),
    );
    const response = await getTranscript(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('Channel: #ticket-1\n');
  });

  it("never sends the caller's Authorization header or cookies upstream", async () => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('ok')));
    const response = await getTranscript(url, {
      headers: { Authorization: 'Bearer user-secret-token', Cookie: 'session=abc' },
    });
    expect(response.status).toBe(200);
    const [sent] = upstream.requests();
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(sent?.headers.get('Cookie')).toBeNull();
  });

  it('fetches a mixed-case host at its normalised URL', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('ok')));
    const response = await getTranscript(url.replace('cdn.discordapp.com', 'CDN.DiscordApp.COM'));
    expect(response.status).toBe(200);
    expect(upstream.requests().map((request) => request.url)).toEqual([url]);
  });

  it('reads an origin listed in TRANSCRIPT_ORIGINS over plain http', async () => {
    upstream.use(http.get('http://127.0.0.1:9555/t/42.txt', () => textFile('local transcript')));
    const response = await getTranscript('http://127.0.0.1:9555/t/42.txt');
    expect(await response.text()).toBe('local transcript');
  });

  it('accepts a type-less reply that is UTF-8 text and strips a byte-order mark', async () => {
    const url = attachment('media.discordapp.net');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('héllo')]);
    upstream.use(
      http.get(
        url,
        () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    expect(await (await getTranscript(url)).text()).toBe('héllo');
  });
});

describe('GET /api/transcript: streamed through', () => {
  it('answers with the first bytes before the host has sent the rest', async () => {
    const url = attachment();
    let release: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('Channel: #live\n'));
        await rest;
        controller.enqueue(new TextEncoder().encode('Total Messages: 0\n'));
        controller.close();
      },
    });
    upstream.use(http.get(url, () => textFile(body)));
    const { response, settled } = await startEntry(production, apiUrl(apiRoutes.transcript(url)));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('Channel: #live\n');
    release();
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toBe('Total Messages: 0\n');
    expect((await reader.read()).done).toBe(true);
    await settled;
  });

  it(`says the declared size in ${TRANSCRIPT_BYTES_HEADER}, from the host and from the cache`, async () => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('Channel: #sized\n', { headers: { 'Content-Length': '16' } })));
    const first = await getTranscript(url);
    expect(first.headers.get(TRANSCRIPT_BYTES_HEADER)).toBe('16');
    expect(await first.text()).toBe('Channel: #sized\n');
    const second = await getTranscript(url);
    expect(second.headers.get('X-Transcript-Cache')).toBe('HIT');
    expect(second.headers.get(TRANSCRIPT_BYTES_HEADER)).toBe('16');
  });

  it(`leaves ${TRANSCRIPT_BYTES_HEADER} out when the host did not say`, async () => {
    const url = attachment();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('Channel: #unsized\n'));
        controller.close();
      },
    });
    upstream.use(http.get(url, () => textFile(body)));
    const response = await getTranscript(url);
    expect(response.headers.get(TRANSCRIPT_BYTES_HEADER)).toBeNull();
    expect(await response.text()).toBe('Channel: #unsized\n');
  });
});

describe('GET /api/transcript: links it refuses without any outbound request', () => {
  it('answers 400 without a url parameter, or with two', async () => {
    await expectError(await callWorker('/api/transcript'), 400, 'invalid_request');
    const twice = `/api/transcript?url=${encodeURIComponent(attachment())}&url=${encodeURIComponent(attachment())}`;
    await expectError(await callWorker(twice), 400, 'invalid_request');
  });

  it.each(['ex', 'is', 'hm'])(
    'refuses a Discord link that names %s twice (400, nothing fetched)',
    async (name) => {
      const url = `${attachment()}?ex=ffffffff&is=65000000&hm=abc&${name}=0`;
      await expectError(await getTranscript(url), 400, 'transcript_url_refused', REFUSED.repeatedSignature);
      expect(REFUSED.repeatedSignature).toBe('Transcript links must name ex, is and hm at most once each.');
      expect(upstream.requests()).toHaveLength(0);
    },
  );

  it.each([
    ['http://cdn.discordapp.com/attachments/1/2/t.txt', REFUSED.notHttps],
    ['file:///etc/passwd', REFUSED.notHttps],
    ['data:text/plain,Channel: x', REFUSED.notHttps],
    ['https://cdn.discordapp.com.evil.com/attachments/1/2/t.txt', REFUSED.host],
    ['https://evil.com@cdn.discordapp.com/attachments/1/2/t.txt', REFUSED.credentials],
    ['https://cdn.discordapp.com@evil.com/attachments/1/2/t.txt', REFUSED.credentials],
    ['https://cdn.discordapp.com:8443/attachments/1/2/t.txt', REFUSED.port],
    ['https://cdn.discordapp.com:443/attachments/1/2/t.txt', REFUSED.port],
    ['https://127.0.0.1/t.txt', REFUSED.ipAddress],
    ['https://169.254.169.254/latest/meta-data/', REFUSED.ipAddress],
    ['https://[::1]/t.txt', REFUSED.ipAddress],
    ['https://[fd00::1]:8443/t.txt', REFUSED.port],
    ['https://cdn.discordapp.com./attachments/1/2/t.txt', REFUSED.host],
    ['https://example.com/t.txt', REFUSED.host],
    ['http://127.0.0.1:9556/t.txt', REFUSED.notHttps],
    ['http://localhost:9555/t.txt', REFUSED.notHttps],
  ])('refuses %s', async (url, reason) => {
    await expectError(await getTranscript(url), 400, 'transcript_url_refused', reason);
    expect(upstream.requests()).toHaveLength(0);
  });
});

describe('GET /api/transcript: redirects', () => {
  it('follows up to three checked hops, resolving relative locations', async () => {
    const [first, second, third, last] = [
      attachment(),
      attachment(),
      attachment('media.discordapp.net'),
      attachment(),
    ];
    upstream.use(
      http.get(
        first,
        () => new HttpResponse(null, { status: 302, headers: { Location: new URL(second).pathname } }),
      ),
      http.get(second, () => new HttpResponse(null, { status: 301, headers: { Location: third } })),
      http.get(third, () => new HttpResponse(null, { status: 307, headers: { Location: last } })),
      http.get(last, () => textFile('made it')),
    );
    const response = await getTranscript(first);
    expect(await response.text()).toBe('made it');
    expect(upstream.requests().map((request) => request.url)).toEqual([first, second, third, last]);
  });

  it('stops after the third redirect with 502', async () => {
    const urls = [attachment(), attachment(), attachment(), attachment(), attachment()];
    upstream.use(
      ...urls
        .slice(0, 4)
        .map((url, index) =>
          http.get(
            url,
            () => new HttpResponse(null, { status: 302, headers: { Location: urls[index + 1] as string } }),
          ),
        ),
    );
    await expectError(await getTranscript(urls[0] as string), 502, 'transcript_too_many_redirects');
    expect(upstream.requests()).toHaveLength(4);
  });

  it.each([
    'https://evil.example/steal',
    'http://cdn.discordapp.com/attachments/1/2/t.txt',
    'https://cdn.discordapp.com:8080/attachments/1/2/t.txt',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
  ])('refuses a redirect to %s without following it', async (location) => {
    const url = attachment();
    upstream.use(
      http.get(url, () => new HttpResponse(null, { status: 302, headers: { Location: location } })),
    );
    await expectError(await getTranscript(url), 502, 'transcript_redirect_refused');
    expect(upstream.requests()).toHaveLength(1);
  });

  it('answers 502 for a redirect without a Location', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => new HttpResponse(null, { status: 302 })));
    await expectError(await getTranscript(url), 502, 'transcript_redirect_refused');
  });
});

describe('GET /api/transcript: size, type and time limits', () => {
  it(
    'passes a body of exactly 50 MB through',
    async () => {
      const url = attachment();
      upstream.use(http.get(url, () => textFile(chunks(TRANSCRIPT_MAX_BYTES))));
      const response = await getTranscript(url, {}, SLOW_HOST);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(TRANSCRIPT_MAX_BYTES);
    },
    BIG_BODY_TEST_MS,
  );

  it('answers 413 with the size message for a declared length over 50 MB without reading it', async () => {
    const url = attachment();
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    upstream.use(
      http.get(url, () =>
        textFile(body, { headers: { 'Content-Length': String(TRANSCRIPT_MAX_BYTES + 1) } }),
      ),
    );
    await expectError(
      await getTranscript(url),
      413,
      'transcript_too_large',
      'The transcript is larger than 50 MB, too large to open from a link. Download it and open the file instead.',
    );
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it(
    'ends an endless body after exactly 50 MB, cancels it, and answers the next request 413',
    async () => {
      const url = attachment();
      let cancelled = false;
      let sent = 0;
      const body = new ReadableStream({
        pull(controller) {
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(97));
        },
        cancel() {
          cancelled = true;
        },
      });
      upstream.use(http.get(url, () => textFile(body)));
      const { status, bytes, error } = await streamTranscript(url, SLOW_HOST);
      expect(status).toBe(200);
      expect(bytes).toBe(TRANSCRIPT_MAX_BYTES);
      expect(error).toBeDefined();
      expect(cancelled).toBe(true);
      expect(sent).toBeLessThan(TRANSCRIPT_MAX_BYTES + 512 * 1024);
      await expectError(await getTranscript(url), 413, 'transcript_too_large', TRANSCRIPT_TOO_LARGE_MESSAGE);
      expect(upstream.requests()).toHaveLength(1);
    },
    BIG_BODY_TEST_MS,
  );

  it.each([
    ['text/html; charset=utf-8', '<script>alert(1)</script>'],
    ['application/json', '{"a":1}'],
    ['image/png', 'PNG'],
    ['text/javascript', 'alert(1)'],
  ])('answers 415 for %s', async (type, content) => {
    const url = attachment();
    upstream.use(http.get(url, () => new HttpResponse(content, { headers: { 'Content-Type': type } })));
    await expectError(await getTranscript(url), 415, 'transcript_not_text');
  });

  it('answers 415 for bytes that are not UTF-8 text', async () => {
    const url = attachment();
    upstream.use(
      http.get(
        url,
        () =>
          new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff]), {
            headers: { 'Content-Type': 'application/octet-stream' },
          }),
      ),
    );
    await expectError(await getTranscript(url), 415, 'transcript_not_text');
  });

  it('answers 504 when the host does not answer in time', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => new Promise<Response>(() => undefined)));
    await expectError(await getTranscript(url), 504, 'transcript_timeout');
  });

  it('streams a body that takes longer than the time limit while each chunk comes in time', async () => {
    const url = attachment();
    let sent = 0;
    const body = new ReadableStream({
      async pull(controller) {
        await delay(80);
        sent += 1;
        controller.enqueue(new TextEncoder().encode(`line ${sent}\n`));
        if (sent === 6) controller.close();
      },
    });
    upstream.use(http.get(url, () => textFile(body)));
    const { status, text, error } = await streamTranscript(url);
    expect(status).toBe(200);
    expect(error).toBeUndefined();
    expect(text).toBe('line 1\nline 2\nline 3\nline 4\nline 5\nline 6\n');
  });

  it('ends the stream when the body stalls for the time limit, and caches nothing', async () => {
    const url = attachment();
    let cancelled = false;
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('Channel: #slow\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    upstream.use(http.get(url, () => textFile(body)));
    const { status, text, error } = await streamTranscript(url);
    expect(status).toBe(200);
    expect(text).toBe('Channel: #slow\n');
    expect(error).toBeDefined();
    expect(cancelled).toBe(true);
    upstream.use(http.get(url, () => textFile('second try')));
    expect(await (await getTranscript(url)).text()).toBe('second try');
  });

  it('ends the stream at bytes that are not UTF-8 after a good start, then answers 415', async () => {
    const url = attachment();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('Channel: #mixed\n'));
        controller.enqueue(new Uint8Array([0xff, 0xfe, 0x00]));
        controller.close();
      },
    });
    upstream.use(http.get(url, () => textFile(body)));
    const { text, error } = await streamTranscript(url);
    expect(text).toBe('Channel: #mixed\n');
    expect(error).toBeDefined();
    await expectError(
      await getTranscript(url),
      415,
      'transcript_not_text',
      'The link does not point to a text transcript (it is not UTF-8 text).',
    );
    expect(upstream.requests()).toHaveLength(1);
  });

  it('answers 502 when the host cannot be reached', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => HttpResponse.error()));
    await expectError(await getTranscript(url), 502, 'transcript_unreachable');
  });
});

describe('GET /api/transcript: upstream statuses', () => {
  it.each([403, 404])('answers 410 "This transcript link has expired" for a Discord %i', async (status) => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('This content is no longer available.', { status })));
    await expectError(
      await getTranscript(url),
      410,
      'transcript_expired',
      'This transcript link has expired',
    );
  });

  it('answers "Discord CDN returned {code}" for other Discord statuses', async () => {
    const url = attachment('media.discordapp.net');
    upstream.use(http.get(url, () => textFile('busy', { status: 503 })));
    await expectError(
      await getTranscript(url),
      502,
      'transcript_upstream_status',
      'Discord CDN returned 503',
    );
  });

  it.each([
    [404, '<script>alert(1)</script>', 'Failed to fetch: 404 Not Found'],
    [418, 'I am a teapot, see http://evil.example', 'Failed to fetch: 418 Client Error'],
    [599, '', 'Failed to fetch: 599 Server Error'],
  ])(
    'names a %i of another host with a fixed text, never the remote status text',
    async (status, statusText, text) => {
      upstream.use(http.get('http://127.0.0.1:9555/odd.txt', () => textFile('no', { status, statusText })));
      const response = await getTranscript('http://127.0.0.1:9555/odd.txt');
      await expectError(response, 502, 'transcript_upstream_status', text);
    },
  );

  it('answers "Failed to fetch: {status} {text}" for other hosts', async () => {
    upstream.use(
      http.get('http://127.0.0.1:9555/gone.txt', () =>
        textFile('no', { status: 404, statusText: 'Not Found' }),
      ),
    );
    const response = await getTranscript('http://127.0.0.1:9555/gone.txt');
    await expectError(response, 502, 'transcript_upstream_status', 'Failed to fetch: 404 Not Found');
  });
});

describe('GET /api/transcript: edge cache', () => {
  it('fetches a link once and answers repeats from the cache', async () => {
    const url = attachment();
    upstream.use(http.get(url, () => textFile('cached transcript')));
    const first = await getTranscript(url);
    expect(first.headers.get('X-Transcript-Cache')).toBe('MISS');
    expect(await first.text()).toBe('cached transcript');
    const second = await getTranscript(url.replace('https://cdn.', 'HTTPS://CDN.'));
    expect(second.headers.get('X-Transcript-Cache')).toBe('HIT');
    expect(second.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await second.text()).toBe('cached transcript');
    expect(upstream.requests()).toHaveLength(1);
  });

  it("caps the edge-cache lifetime by the link's ex= expiry (hex unix seconds)", () => {
    const now = Date.UTC(2026, 0, 1);
    const at = (secondsFromNow: number) =>
      new URL(`${attachment()}?ex=${Math.floor(now / 1000 + secondsFromNow).toString(16)}&is=0&hm=ab`);
    expect(cacheSecondsFor(at(30), now)).toBe(30);
    expect(cacheSecondsFor(at(3600), now)).toBe(TRANSCRIPT_EDGE_CACHE_SECONDS);
    expect(cacheSecondsFor(at(-5), now)).toBe(0);
    expect(cacheSecondsFor(new URL(attachment()), now)).toBe(TRANSCRIPT_EDGE_CACHE_SECONDS);
    expect(cacheSecondsFor(new URL(`${attachment()}?ex=zz`), now)).toBe(TRANSCRIPT_EDGE_CACHE_SECONDS);
  });

  it('answers 410 for a Discord link past its ex= expiry without fetching it', async () => {
    const expired = Math.floor(Date.now() / 1000 - 60).toString(16);
    await expectError(
      await getTranscript(`${attachment()}?ex=${expired}&is=0&hm=ab`),
      410,
      'transcript_expired',
      'This transcript link has expired',
    );
    expect(upstream.requests()).toHaveLength(0);
  });

  it.each([
    ['not text', () => textFile('<html>', { headers: { 'Content-Type': 'text/html' } }), 415],
    [
      'too large',
      () => textFile('x', { headers: { 'Content-Length': String(TRANSCRIPT_MAX_BYTES + 1) } }),
      413,
    ],
    ['expired', () => textFile('gone', { status: 404 }), 410],
  ])('keeps a refusal (%s) briefly, so repeats fetch nothing', async (_case, reply, status) => {
    const url = attachment();
    upstream.use(http.get(url, reply));
    const first = await getTranscript(url);
    expect(first.status).toBe(status);
    const firstBody = await first.json();
    const second = await getTranscript(url);
    expect(second.status).toBe(status);
    expect(await second.json()).toEqual(firstBody);
    expect(upstream.requests()).toHaveLength(1);
  });

  it('merges parallel misses for one link into one fetch', async () => {
    const url = attachment();
    upstream.use(
      http.get(url, async () => {
        await delay(30);
        return textFile('shared transcript');
      }),
    );
    const replies = await Promise.all([getTranscript(url), getTranscript(url), getTranscript(url)]);
    expect(await Promise.all(replies.map((reply) => reply.text()))).toEqual(
      Array(3).fill('shared transcript'),
    );
    expect(upstream.requests()).toHaveLength(1);
  });

  it('does not cache failures', async () => {
    const url = attachment();
    let calls = 0;
    upstream.use(
      http.get(url, () => (++calls === 1 ? textFile('busy', { status: 500 }) : textFile('second try'))),
    );
    expect((await getTranscript(url)).status).toBe(502);
    expect(await (await getTranscript(url)).text()).toBe('second try');
    expect(calls).toBe(2);
  });
});
