// A local TLS + HTTP/2 front for the bench probes: serves an http origin (wrangler dev) over HTTP/2, as Cloudflare serves production.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Headers that describe one connection, not the message: HTTP/2 forbids them (Node throws on
 * them), and a proxy never forwards them.
 */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

/** `headers` without HTTP/2's pseudo-headers (`:path`, ...), the connection's own headers and `host`. */
function messageHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith(':') && name !== 'host' && !CONNECTION_HEADERS.has(name),
    ),
  );
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (P-256, valid one day), made with `openssl`
 * in a temporary folder removed before it returns: resolves with the PEM `key` and `cert` and the
 * base64 SHA-256 of its public key (what Chromium's --ignore-certificate-errors-spki-list takes).
 * @throws Error saying openssl is needed when it is missing or fails (the folder is still removed).
 */
function throwawayCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'warden-h2-front-'));
  try {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    const spki = new X509Certificate(pem.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { ...pem, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } catch (error) {
    throw new Error(
      `the HTTP/2 front needs openssl to make its certificate: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a TLS server on a free loopback port that speaks HTTP/2 (and HTTP/1.1 to a client that
 * offers only that) and forwards every request to the http origin `target`: same method, path
 * and headers, `Host` set to the front's own address (so the Worker's request URL, its origin
 * checks and cookies see the address the browser used), bodies streamed both ways, never
 * buffered; a reply's status and headers come back unchanged but for connection headers. A
 * request `target` does not answer gets 502 (or its stream is reset once the reply has begun);
 * a browser that gives up ends the request to `target` too.
 * Resolves with `origin` (`https://127.0.0.1:<port>`), `chromiumFlags` (Chromium's switch to
 * accept this front's certificate, and no other bad one) and `close()`, which ends every
 * connection and never throws. The certificate lives only in memory.
 * @throws Error when openssl is missing (see throwawayCertificate) or the port cannot be opened.
 */
export async function startHttp2Front(target) {
  const { key, cert, spkiHash } = throwawayCertificate();
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set();
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const authority = request.headers[':authority'] ?? request.headers.host;
    const upstream = httpRequest(new URL(request.url, target), {
      method: request.method,
      headers: { ...messageHeaders(request.headers), host: authority },
      agent,
    });
    upstream.on('response', (reply) => {
      response.writeHead(reply.statusCode ?? 502, messageHeaders(reply.headers));
      reply.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  return {
    origin: `https://127.0.0.1:${server.address().port}`,
    chromiumFlags: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
    close: async () => {
      const closed = new Promise((done) => server.close(() => done()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
