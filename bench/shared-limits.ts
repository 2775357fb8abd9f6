/**
 * What the rate limits cost on PostgreSQL, where several instances count them together: two servers on one seeded
 * database, one with the limits on and one with them off, measured in turn with autocannon on a kept catalogue
 * answer (the cheapest API request, where a count weighs most), each request from one of 2 000 client addresses
 * (X-Forwarded-For, both servers trusting the proxy). With the limits on, that request counts against the flood bound
 * every API request has, kept in the process; a route with a limit of its own (sign-in, forms, checkout) counts in
 * the database. Reports requests/s and p50/p99 of each run, the medians, and the ratio on/off.
 * Not a test: `npx tsx bench/shared-limits.ts [--runs 3] [--seconds 5] [--connections 50]`
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zellige_bench_limits, seeded by the first start).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, printTable } from './lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
});
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_limits';
const PATH = '/api/catalogue/listing?locale=fr&category=ceramics';

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: URL_, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function measure(port: number) {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': `10.${(n++ % 2000) >> 8}.${n % 256}.7` },
        }),
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

// Seeded by the first server if the database is new; the second starts once it is.
const counted = await start(8181, { TRUST_PROXY: '1', SEED_IMAGE_CACHE: 'data/image-cache', LOG_LEVEL: 'warn' });
const free = await start(8182, { TRUST_PROXY: '1', RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'warn' });
try {
  const on: Awaited<ReturnType<typeof measure>>[] = [];
  const off: typeof on = [];
  await measure(8181);
  await measure(8182);
  for (let run = 0; run < Number(values.runs); run++) {
    on.push(await measure(8181));
    off.push(await measure(8182));
  }
  const row = (name: string, xs: typeof on) => [
    name,
    xs.map((x) => x.rps.toFixed(0)).join(' / '),
    median(xs.map((x) => x.rps)).toFixed(0),
    median(xs.map((x) => x.p50)).toFixed(0),
    median(xs.map((x) => x.p99)).toFixed(0),
    String(xs.reduce((sum, x) => sum + x.non2xx, 0)),
  ];
  printTable(
    ['limits', 'req/s each run', 'median', 'p50 ms', 'p99 ms', 'non-2xx'],
    [row('counted in PostgreSQL', on), row('off', off)],
  );
  console.log(`on / off: ${(median(on.map((x) => x.rps)) / median(off.map((x) => x.rps))).toFixed(2)}`);
} finally {
  counted.kill();
  free.kill();
}
