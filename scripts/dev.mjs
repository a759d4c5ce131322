// `npm run dev`: Vite's dev server with hot reload, the worker running in workerd through @cloudflare/vite-plugin (the demo environment by default).
import { spawn } from 'node:child_process';
import { migrateLocalHistory } from './history-db.mjs';
import { workerEnv, wranglerProcessEnv } from './worker-env.mjs';

const port = process.env.PORT || '5173';
const target = workerEnv(process.env);
const env = wranglerProcessEnv(process.env);
migrateLocalHistory(target.args, env);
// The Vite plugin reads the environment from CLOUDFLARE_ENV; production is wrangler.toml's top level.
if (target.name !== 'production') env.CLOUDFLARE_ENV = target.name;

console.log(
  `Starting the Warden dev server at http://127.0.0.1:${port} (worker environment: ${target.name})`,
);
const child = spawn('npx', ['--no-install', 'vite', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
