import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { send } from './http';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;
/** The last output kept for failure messages. */
const LOG_TAIL_CHARS = 8_000;

/** Every server still running: killed if the test process exits without its afterAll. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free TCP port on the loopback interface, kept for every start so that shoppers keep one address. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (server/server.ts) as its own process: `node --import tsx`, so that SIGKILL reaches the process
 * that holds the database, not a wrapper. `env` names the database (DATABASE_URL or PGLITE_DIR).
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private log = '';
  /** Milliseconds each start took until /api/health answered. */
  readonly startTimes: number[] = [];

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts the server and resolves once /api/health answers ok; rejects (with its output) if it exits first. */
  async start(): Promise<{ status: string; database: string }> {
    if (this.child) throw new Error('server already running');
    const started = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'SEED_PRODUCTS', 'CLIENT_DIR']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(this.port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(child);
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString('utf8')).slice(-LOG_TAIL_CHARS);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const state = { exited: '' };
    child.once('exit', (code, signal) => {
      state.exited = `exited (${signal ?? code})`;
      running.delete(child);
    });
    while (Date.now() - started < START_TIMEOUT_MS) {
      if (state.exited) throw new Error(`server ${state.exited} while starting:\n${this.log}`);
      const health = await send(this.port, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200) {
        this.startTimes.push(Date.now() - started);
        return JSON.parse(health.body) as { status: string; database: string };
      }
      await sleep(50);
    }
    throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${this.log}`);
  }

  /** SIGKILL: no shutdown hook runs, the database is left as it was at that instant. Waits for the exit. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, 'exit');
    child.kill('SIGKILL');
    await exit;
  }

  /** The server's recent output (warnings and errors), for failure messages. */
  get output(): string {
    return this.log;
  }
}
