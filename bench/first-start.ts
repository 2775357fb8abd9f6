/**
 * A newcomer's first start: `npm start` on a checkout with no build and no database, until the shop listens. Reports
 * the whole time, the time the seed drew its pictures, and how the wait was told (the progress lines and the longest
 * silence between two lines). `RUNS` runs (default 1; each takes a minute or more). Removes `dist/` first, as a fresh
 * clone has none; the next start builds it again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, waitForQuietMachine } from './lib';

const runs = Number(process.env.RUNS ?? 1);
const port = Number(process.env.BENCH_PORT ?? 8141);

interface Run {
  totalMs: number;
  drawMs: number;
  progressLines: number;
  longestSilenceMs: number;
}

async function firstStart(): Promise<Run> {
  rmSync('dist', { recursive: true, force: true });
  const data = mkdtempSync(join(tmpdir(), 'zellige-first-start-'));
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: join(data, 'pglite'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let last = started;
  let longestSilenceMs = 0;
  let progressLines = 0;
  let drawMs = Number.NaN;
  try {
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const now = Date.now();
          longestSilenceMs = Math.max(longestSilenceMs, now - last);
          last = now;
          if (/drawn \d+ of \d+ pictures/.test(line)) progressLines += 1;
          const rendered = line.match(/rendered \d+ pictures in (\d+) ms/);
          if (rendered) drawMs = Number(rendered[1]);
          if (/Zellige listening/.test(line)) resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => reject(new Error(`npm start ended (${code}) before the shop listened`)));
    });
    return { totalMs: Date.now() - started, drawMs, progressLines, longestSilenceMs };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
}

await waitForQuietMachine('first start');
const results: Run[] = [];
for (let i = 0; i < runs; i += 1) {
  const run = await firstStart();
  results.push(run);
  console.log(
    `run ${i + 1}: ready in ${(run.totalMs / 1000).toFixed(1)} s, drawing ${(run.drawMs / 1000).toFixed(1)} s, ` +
      `${run.progressLines} progress lines, longest silence ${(run.longestSilenceMs / 1000).toFixed(1)} s`,
  );
}
const s = (xs: number[]) => `${(median(xs) / 1000).toFixed(1)} s`;
console.log(
  `first start, median of ${runs}: ready ${s(results.map((r) => r.totalMs))}, drawing ${s(results.map((r) => r.drawMs))}, ` +
    `longest silence ${s(results.map((r) => r.longestSilenceMs))} (target: ready within 90 s)`,
);
