#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change) and Vite with hot reload, which proxies
// /api and /media to it. Open the Vite address it prints.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The compiled messages the client loads (npm run i18n); run it again after editing messages.
const i18n = spawnSync(process.execPath, [join(root, 'scripts/i18n.mjs')], { cwd: root, stdio: 'inherit' });
if (i18n.status !== 0) process.exit(i18n.status ?? 1);
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn(join(root, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
