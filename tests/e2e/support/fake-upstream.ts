// A tiny node:http server standing in for the verification API and a transcript host in browser tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake upstream received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one request; it may also destroy the socket to play an unreachable host. */
export type FakeHandler = (request: ReceivedRequest, response: ServerResponse) => void;

/** A running fake upstream on 127.0.0.1. */
export interface FakeUpstream {
  origin: string;
  received: ReceivedRequest[];
  stop: () => Promise<void>;
}

/** Starts the server on a free loopback port; every request is recorded before `handler` answers it. */
export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
