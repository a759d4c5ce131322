// Bench-only fake bot API in its own process (so it takes no CPU from the load generator): answers the load probe's calls and counts them.
import { createServer } from 'node:http';

const SERVERS = JSON.stringify({
  user: { id: '712345678901234567', username: 'bench', discriminator: '0', avatar: null },
  adminGuilds: [{ id: '1100000000000000001', name: 'Warden HQ', icon: null }],
});
const TRANSCRIPT = `Channel: #ticket-1\n${'[2026-01-01 10:00] bench: hello\n'.repeat(200)}`;
let received = 0;

const server = createServer((request, response) => {
  if (request.url === '/__count') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received }));
    return;
  }
  received += 1;
  request.resume();
  request.on('end', () => {
    if (request.url === '/transcript.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(TRANSCRIPT);
    } else if (request.method === 'POST') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(SERVERS);
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
