import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;

export interface RunningShop {
  url: string;
  stop: () => void;
  /** Resolves once the process has exited (its database closed). */
  exited: Promise<void>;
}

/**
 * Starts the production shop on a fresh embedded database of its own (seeded on start), the way a new user would
 * with `npm start`, and waits for it to answer (5 minutes unless told). `keep` starts it on the database `data/<name>`
 * as a previous run left it.
 */
export async function startShop(
  name: string,
  port: number,
  options: { keep?: boolean; timeoutMs?: number } = {},
): Promise<RunningShop> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const dataDir = `data/${name}`;
  if (!options.keep) rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      SEED_IMAGE_CACHE: 'data/image-cache',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM'), exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the shop did not start within ${Math.round(timeoutMs / 60_000)} minutes`);
}

/** Builds the shop as `npm start` would when its build is missing or older than its sources (a no-op otherwise). */
export function ensureShopBuilt(): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the shop's build failed (exit code ${result.status})`);
}
