import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/test-db';
import { type CrashDatabase, createCrashDatabase } from './database';
import { newSession } from './http';
import { freePort, ServerProcess } from './server-process';
import { type Outcome, prng, Shopper } from './shoppers';

const ROUNDS = 4;
const SHOPPERS = 8;

interface Round {
  acknowledged: number;
  inFlight: number;
  landed: number;
  restartMs: number;
}

/**
 * One round: every shopper writes without pause; once `target` writes were acknowledged in this round the server
 * is SIGKILLed mid-traffic, restarted on the same database, and every cart is read back.
 */
async function crashRound(server: ServerProcess, shoppers: Shopper[], target: number, problems: string[]) {
  let acknowledged = 0;
  let reached!: () => void;
  const enough = new Promise<void>((resolve) => (reached = resolve));
  const onAck = () => {
    acknowledged += 1;
    if (acknowledged >= target) reached();
  };
  const runs = shoppers.map((s) => s.run(server.port, onAck, problems));
  // Every run ends early only on a problem; then kill anyway and report it.
  await Promise.race([enough, Promise.all(runs)]);
  await server.kill();
  await Promise.all(runs);
  const inFlight = shoppers.filter((s) => s.inFlight).length;
  const health = await server.start();
  const outcomes: Outcome[] = [];
  for (const s of shoppers) outcomes.push(await s.verify(server.port, problems));
  const landed = outcomes.filter((o) => o === 'in-flight landed').length;
  return { health, round: { acknowledged, inFlight, landed, restartMs: server.startTimes.at(-1)! } };
}

describe.each(databases)('a server killed with SIGKILL on %s', (kind) => {
  let database: CrashDatabase | undefined;
  let server: ServerProcess | undefined;
  let shoppers: Shopper[] = [];
  let began = 0;

  beforeAll(async () => {
    began = Date.now();
    database = await createCrashDatabase(kind);
    const env = {
      ...database.env,
      // No built client here, whatever dist/ holds: the server serves the API only.
      CLIENT_DIR: join(database.folder, 'no-client'),
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
    };
    server = new ServerProcess(await freePort(), env);
    expect(await server.start()).toEqual({ status: 'ok', database: kind });
    const { mug, plate, tray } = database.fx.product;
    const products = [mug!, plate!, tray!];
    shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const session = await newSession(server!.port);
        return new Shopper(`shopper ${i + 1}`, session, products, prng(i + 1));
      }),
    );
  });

  afterAll(async () => {
    await server?.kill();
    await database?.remove();
  });

  it(`reopens cleanly and keeps every acknowledged cart write through ${ROUNDS} kills`, async ({ annotate }) => {
    const rounds: Round[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const problems: string[] = [];
      // A different amount of traffic before each kill, so it strikes at different points.
      const target = 15 + ((n * 11) % 20);
      const { health, round } = await crashRound(server!, shoppers, target, problems);
      expect(health, `round ${n}: /api/health after restart`).toEqual({ status: 'ok', database: kind });
      expect(problems, `round ${n}; server output:\n${server!.output}`).toEqual([]);
      rounds.push(round);
    }
    // The kills struck mid-traffic: some writes were cut off in flight.
    expect(rounds.reduce((sum, r) => sum + r.inFlight, 0)).toBeGreaterThan(0);
    const total = shoppers.reduce((sum, s) => sum + s.acknowledged, 0);
    await annotate(
      `${kind}: ${total} acknowledged writes over ${ROUNDS} kills in ${Date.now() - began} ms ` +
        `(first start ${server!.startTimes[0]} ms); per round ` +
        rounds
          .map((r) => `${r.acknowledged} acked/${r.inFlight} in flight/${r.landed} landed/${r.restartMs} ms`)
          .join(', '),
    );
  }, 180_000);
});
