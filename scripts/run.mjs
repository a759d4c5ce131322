#!/usr/bin/env node
// Runs scripts/<name>.mjs on Node >= 22.12, bootstrapping Node 24 from npm into .tools/ when the system Node is older.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error('usage: node scripts/run.mjs <script> [args...]');
  process.exit(2);
}

function isModern(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

function modernNode() {
  if (isModern(process.version)) return process.execPath;
  const bundled = join(toolsBin, 'node');
  if (!existsSync(bundled)) {
    console.log(`Node ${process.version} is older than 22.12: installing Node 24 into .tools/ ...`);
    execFileSync('npm', ['install', '--prefix', join(root, '.tools'), '--no-audit', '--no-fund', 'node@24'], {
      stdio: 'inherit',
    });
  }
  return bundled;
}

const node = modernNode();
const env = { ...process.env, PATH: `${dirname(node)}:${toolsBin}:${process.env.PATH ?? ''}` };
const child = spawn(node, [join(root, 'scripts', `${name}.mjs`), ...args], {
  stdio: 'inherit',
  env,
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
