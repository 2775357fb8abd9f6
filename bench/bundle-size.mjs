#!/usr/bin/env node
// Measures the JavaScript and CSS the home route loads: starts the production server on a
// fresh embedded database, opens /fr/ in Chromium, records every script and stylesheet
// response, and reports raw, gzip and brotli sizes. Budget (issue 2): ≤ 160 KiB gzip of JS.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8095);
const base = `http://127.0.0.1:${port}`;
const route = process.argv[2] ?? '/fr/';
const BUDGET_JS_GZIP = 160 * 1024;
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not start');
}

rmSync(join(root, 'data/bench-bundle'), { recursive: true, force: true });
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: 'data/bench-bundle' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  const page = await browser.newPage();
  const files = [];
  // Bodies are read asynchronously: the browser must stay open until every read has finished.
  const reads = [];
  page.on('response', (response) => reads.push(record(response)));
  async function record(response) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    files.push({
      url: new URL(response.url()).pathname,
      type: type === 'script' ? 'js' : 'css',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  // 'networkidle' alone can fire while the entry chunk is still evaluating, before the route's own
  // chunks are requested: wait for the page's heading, then for the network to stay quiet.
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  while (inFlight > 0 || Date.now() - lastActivity < 1000) await new Promise((r) => setTimeout(r, 100));
  await Promise.all(reads);
  await browser.close();
  const sum = (type, key) => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const report = {
    route,
    measuredAt: new Date().toISOString(),
    files,
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip'), brotli: sum('js', 'brotli') },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip'), brotli: sum('css', 'brotli') },
    budget: { jsGzip: BUDGET_JS_GZIP },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/bundle-size.json'), JSON.stringify(report, null, 2));
  for (const f of files)
    console.log(
      `${f.type.padEnd(4)} ${kib(f.raw).padStart(10)} raw ${kib(f.gzip).padStart(10)} gzip ${kib(f.brotli).padStart(10)} br  ${f.url}`,
    );
  console.log(
    `JS  total: ${kib(report.js.raw)} raw, ${kib(report.js.gzip)} gzip, ${kib(report.js.brotli)} brotli (budget ${kib(BUDGET_JS_GZIP)} gzip)`,
  );
  console.log(`CSS total: ${kib(report.css.raw)} raw, ${kib(report.css.gzip)} gzip, ${kib(report.css.brotli)} brotli`);
  console.log(report.js.gzip <= BUDGET_JS_GZIP ? 'within budget' : 'OVER BUDGET');
} finally {
  server.kill('SIGTERM');
}
