// A tiny node:http fake upstream for the HTTP and browser tests: records each request and answers as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake upstream received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A JSON reply, a raw reply with its content type, a redirect, null to drop the connection (an
 * unreachable host), or 'hang' to never answer (until the fake stops).
 */
export type FakeReply =
  | { status: number; json: unknown }
  | { status: number; text: string; contentType: string }
  | { status: number; location: string }
  | 'hang'
  | null;

/** A running fake upstream. */
export interface FakeUpstream {
  baseUrl: string;
  received: ReceivedRequest[];
  stop: () => Promise<void>;
}

/** Starts a server on a free loopback port answering every request with `reply(request)`. */
export async function startFakeUpstream(
  reply: (request: ReceivedRequest) => FakeReply,
): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = reply(request);
      if (!answer) {
        res.socket?.destroy();
        return;
      }
      if (answer === 'hang') return;
      if ('location' in answer) {
        res.writeHead(answer.status, { Location: answer.location }).end();
      } else if ('json' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(answer.text);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
