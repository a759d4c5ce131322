// `npm start`: builds the SPA and serves the whole product with wrangler dev on 127.0.0.1 (offline, the demo environment by default).
import { execFileSync, spawn } from 'node:child_process';
import { devVarArgs } from './dev-vars.mjs';
import { migrateLocalHistory } from './history-db.mjs';
import { workerEnv, wranglerProcessEnv } from './worker-env.mjs';

const port = process.env.PORT || '8787';
const target = workerEnv(process.env);
const env = wranglerProcessEnv(process.env);

if (process.env.SKIP_BUILD !== 'true') execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env });

migrateLocalHistory(target.args, env);

const args = [
  'wrangler',
  'dev',
  '--local',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--show-interactive-dev-session=false',
  ...target.args,
  ...devVarArgs(process.env),
];
console.log(`Starting Warden at http://127.0.0.1:${port} (worker environment: ${target.name})`);
const child = spawn('npx', args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
