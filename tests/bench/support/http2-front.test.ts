// The bench probes' HTTP/2 front: what a browser's request reaches the origin as, and what comes back, over HTTP/2.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Front } from './http2-front.mjs';

/** What the origin saw of the last request. */
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
let origin: Server;
let front: Awaited<ReturnType<typeof startHttp2Front>>;
/** Called when the client has the first part of /stream's reply: the origin then sends the rest. */
let firstPartArrived = () => {};

beforeAll(async () => {
  origin = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      if (request.url === '/stream') {
        // the rest only once the first part has reached the client: a buffering front never ends
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('first;');
        new Promise<void>((done) => (firstPartArrived = done)).then(() => response.end('second'));
        return;
      }
      response.writeHead(201, {
        connection: 'keep-alive',
        'set-cookie': ['a=1; Secure', 'b=2; Secure'],
        'x-answer': 'yes',
      });
      response.end('created');
    });
  });
  await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
  const address = origin.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  front = await startHttp2Front(`http://127.0.0.1:${address.port}`);
});

afterAll(async () => {
  await front?.close();
  await new Promise((done) => origin?.close(done));
});

/** One request over HTTP/2 to the front, trusting its self-signed certificate: status, headers, body. */
async function askOverHttp2(headers: Record<string, string>, body?: string) {
  const session = connect(front.origin, { rejectUnauthorized: false });
  try {
    const stream = session.request(headers);
    stream.end(body);
    const [replyHeaders, text, protocol] = await new Promise<[Record<string, unknown>, string, string]>(
      (done, fail) => {
        let received = '';
        let got: Record<string, unknown> = {};
        stream.on('response', (h) => (got = h));
        stream.on('data', (chunk) => {
          received += chunk;
          firstPartArrived();
        });
        stream.on('end', () => done([got, received, session.alpnProtocol ?? '']));
        stream.on('error', fail);
      },
    );
    return { headers: replyHeaders, text, protocol };
  } finally {
    session.close();
  }
}

describe('startHttp2Front', () => {
  it('serves https on loopback with a certificate hash for Chromium', () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(front.chromiumFlags).toEqual([
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
    ]);
  });

  it('forwards method, path, headers, body and the browser’s host over HTTP/2', async () => {
    const reply = await askOverHttp2(
      {
        ':method': 'POST',
        ':path': '/api/things?x=1',
        origin: front.origin,
        'sec-fetch-site': 'same-origin',
        cookie: '__Host-session=abc',
      },
      'hello',
    );
    expect(reply.protocol).toBe('h2');
    expect(seen).toMatchObject({ method: 'POST', url: '/api/things?x=1', body: 'hello' });
    expect(seen.headers).toMatchObject({
      host: front.origin.slice('https://'.length),
      origin: front.origin,
      'sec-fetch-site': 'same-origin',
      cookie: '__Host-session=abc',
    });
    expect(reply.headers[':status']).toBe(201);
    expect(reply.headers['set-cookie']).toEqual(['a=1; Secure', 'b=2; Secure']);
    expect(reply.headers['x-answer']).toBe('yes');
    expect(reply.headers.connection).toBeUndefined();
    expect(reply.text).toBe('created');
  });

  it('passes on each part of a reply as it comes, without waiting for the whole', async () => {
    const reply = await askOverHttp2({ ':method': 'GET', ':path': '/stream' });
    expect(reply.text).toBe('first;second');
  });

  it('answers 502 when the origin is gone, and closes', async () => {
    const lone = await startHttp2Front('http://127.0.0.1:1');
    const previous = front;
    front = lone;
    try {
      const reply = await askOverHttp2({ ':method': 'GET', ':path': '/' });
      expect(reply.headers[':status']).toBe(502);
    } finally {
      front = previous;
      await lone.close();
    }
  });
});
