// `npm start`: builds the SPA and serves the whole product with wrangler dev on 127.0.0.1 (offline, demo mode by default).
import { execFileSync, spawn } from 'node:child_process';
import { devVarArgs } from './dev-vars.mjs';

const port = process.env.PORT || '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

if (process.env.SKIP_BUILD !== 'true') execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env });

const args = [
  'wrangler',
  'dev',
  '--local',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--show-interactive-dev-session=false',
  ...devVarArgs(process.env),
];
console.log(`Starting Warden at http://127.0.0.1:${port} (demo mode: ${process.env.DEMO_MODE ?? 'true'})`);
const child = spawn('npx', args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
