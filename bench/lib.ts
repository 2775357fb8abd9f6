/**
 * What the benchmarks share: the median they report, a fresh PostgreSQL database to run on, a benchmark server in
 * a child process, a quiet machine to measure on, the built client, and a table to print.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Drops and creates again the database `url` names (connecting to the server's `postgres` database to do it). */
export async function recreatePostgresDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

/** Waits until the 1-minute load average is below `limit` (the core count), polling every few seconds. */
export async function waitForQuietMachine(
  label: string,
  { limit = cpus().length, maxMs = 300_000 }: { limit?: number; maxMs?: number } = {},
): Promise<{ load: number; waitedMs: number; quiet: boolean }> {
  const start = Date.now();
  let load = loadavg()[0]!;
  if (load >= limit) console.log(`${label}: load ${load.toFixed(2)} ≥ ${limit} cores, waiting for a quiet machine…`);
  while (load >= limit && Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = loadavg()[0]!;
  }
  const waitedMs = Date.now() - start;
  const quiet = load < limit;
  if (!quiet)
    console.log(
      `${label}: gave up waiting after ${(waitedMs / 1000).toFixed(0)} s, load still ${load.toFixed(2)}: figures are suspect`,
    );
  else if (waitedMs > 1000)
    console.log(`${label}: waited ${(waitedMs / 1000).toFixed(0)} s, load now ${load.toFixed(2)}`);
  else console.log(`${label}: load ${load.toFixed(2)} (< ${limit} cores)`);
  return { load, waitedMs, quiet };
}

/**
 * The built client and its server renderer, which the page benchmarks serve; built on demand with BENCH_BUILD=1, or
 * skipped with BENCH_NO_CLIENT=1.
 */
export function ensureClientBuild(dir = resolve('dist/client')): boolean {
  if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, '..', 'server', 'server-entry.js'))) return true;
  if (process.env.BENCH_BUILD === '1') {
    console.log(`${dir}/index.html is missing: npm run build`);
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
    return true;
  }
  if (process.env.BENCH_NO_CLIENT === '1') {
    console.log(`${dir}/index.html is missing (BENCH_NO_CLIENT=1): only the API and the control page are served`);
    return false;
  }
  throw new Error(
    `${dir}/index.html is missing: run \`npm run build\` first (or set BENCH_BUILD=1 to build it, ` +
      `BENCH_NO_CLIENT=1 to measure only what needs no client)`,
  );
}

/**
 * Forks a benchmark server (a TypeScript file run through tsx), in production mode unless NODE_ENV says otherwise
 * (as `npm start` runs the shop: React and Redux Toolkit are much slower in development), and resolves with its
 * first message of type 'ready'.
 */
export function forkServer<Ready extends { type: 'ready' }>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: { NODE_ENV: 'production', ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.on('message', (m: { type: string }) => {
      if (m.type === 'ready') resolve({ child, ready: m as Ready });
    });
  });
}

/** Asks a forked server to stop ({ type: 'stop' }) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;
}

/** Left-aligned first column, the others right-aligned, each as wide as its widest cell. */
export function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

/** What bench/page-server.ts picked to show: the pages the page benchmarks measure. */
export interface Showcase {
  /** A top-level category's slug (its listing page). */
  category: string;
  /** A product of it that has a picture (its product page, and the control page's content). */
  product: string;
}

export type PageServerMessage = { type: 'ready'; port: number; showcase: Showcase };

/** bench/page-server.ts's control page, followed by a locale: `/bench/control/fr/`. */
export const CONTROL_PATH = '/bench/control/';

/** The benchmarks' buyer: the tests' Casablanca address, which every checkout rule accepts. */
export { CASABLANCA as BENCH_BILLING } from '../tests/support/fixtures/buyer';

/** The confirmed customer bench/page-server.ts creates, for the account pages' measurements. */
export const BENCH_CUSTOMER = {
  username: 'bench-customer',
  email: 'bench-customer@example.ma',
  password: 'bench-password',
};
