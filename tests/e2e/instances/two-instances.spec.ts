import { type ChildProcess, spawn } from 'node:child_process';
import { test as base } from '@playwright/test';
import pg from 'pg';
import { answerCookieNotice } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../support/round-robin-proxy';
import { registerAndConfirm, resetPasswordByMail, unique } from '../account/journeys';
import { addSimpleProduct, fillBilling, placeOrder } from '../checkout/place';
import { mailedTo } from '../account/mailbox';
import { PNG, askForCustomOrder } from '../forms/custom-order-journey';
import { expect, test } from '../keyboard/fixtures';

/**
 * Two instances of the shop on one PostgreSQL database, behind a round-robin proxy started here: each request goes
 * to the next instance, so what one stores (a cart line, an account, a reset token, an upload) the other must find.
 * One instance is killed mid-journey and started again; the rate limits are the shop's, whichever instance counts.
 * Runs where PostgreSQL is (TEST_DATABASE_URL, as CI sets it): playwright.config.ts leaves it out otherwise.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8091);
/** The journeys' SMTP catcher (playwright.config.ts): the mailbox helpers read what either instance sends. */
const SMTP_URL = `smtp://127.0.0.1:${BASE_PORT + 1}`;
const PORTS = [BASE_PORT + 5, BASE_PORT + 6];
const PROXY_PORT = BASE_PORT + 7;
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
const DATABASE = 'zellige_e2e_instances';

const adminUrl = () => process.env.TEST_DATABASE_URL ?? '';
function databaseUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const instances: Array<ChildProcess | null> = [null, null];

/** Starts instance `i` (`npm start`'s server on the built client) and waits until it answers its health check. */
async function startInstance(i: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORTS[i]),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      TRUST_PROXY: '1',
      PUBLIC_URL: PROXY_URL,
      SMTP_URL,
      MAIL_POLL_MS: '300',
      SEED_IMAGE_CACHE: 'data/image-cache',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  instances[i] = child;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`instance ${i} exited (${code}) before it answered`))),
  );
  const healthy = (async () => {
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${PORTS[i]}/api/health`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  await Promise.race([healthy, exited]);
  child.removeAllListeners('exit');
}

/** Kills instance `i` at once, as a crash would (no graceful close). */
async function killInstance(i: number): Promise<void> {
  const child = instances[i];
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
  instances[i] = null;
}

let proxy: RoundRobinProxy;

test.use({ baseURL: PROXY_URL });

test.beforeAll(async () => {
  // Migrating and seeding a new database, twice at once (the setup lock lets one do it): a minute or two on CI.
  test.setTimeout(300_000);
  await onAdmin(`drop database if exists ${DATABASE} with (force)`);
  await onAdmin(`create database ${DATABASE}`);
  await Promise.all([startInstance(0), startInstance(1)]);
  proxy = await startRoundRobinProxy(
    PORTS.map((port) => `http://127.0.0.1:${port}`),
    PROXY_PORT,
  );
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((_, i) => killInstance(i)));
  await onAdmin(`drop database if exists ${DATABASE} with (force)`);
});

/** Which instance served the last request whose path matches. */
const servedBy = (pattern: RegExp) => [...proxy.log].reverse().find((s) => pattern.test(s.path))?.upstream;

test.describe('a shopper behind the proxy', () => {
  test.beforeEach(async ({ answered }) => answered);

  test('two instances on one PostgreSQL: buy, register, confirm, reset a password, send a sketch and pay', async ({
    page,
    browser,
  }) => {
    test.slow();
    // What one instance stores, the next request using it takes to the other.
    const pairs: Array<[RegExp, RegExp]> = [
      [/^\/api\/cart\/items$/, /^\/api\/checkout\/orders$/],
      [/^\/api\/account\/register$/, /^\/api\/account\/confirm$/],
      [/^\/api\/account\/lost-password$/, /^\/api\/account\/reset-password$/],
      [/^\/api\/forms\/custom-order\/uploads$/, /^\/api\/forms\/custom-order\/submissions$/],
    ];
    for (const [first, then] of pairs) proxy.cross(first, then);

    // A cart filled on one instance, which then dies: the order is placed on the other, the line kept.
    await addSimpleProduct(page, 'fr');
    const filledOn = servedBy(pairs[0]![0])!;
    await killInstance(filledOn);
    await page.goto('/fr/checkout/');
    await fillBilling(page, 'fr');
    await placeOrder(page);
    expect(servedBy(pairs[0]![1])).toBe(1 - filledOn);
    await startInstance(filledOn);

    // An account registered on one instance, confirmed on the other, signed in.
    const name = `nadia${unique()}`;
    const email = `${name}@example.ma`;
    await registerAndConfirm(page, name, email, 'tajine-2026');

    // A reset link asked for on one, used on the other, then a sign-in with the new password (a visitor's browser).
    const visitor = await browser.newContext({ baseURL: PROXY_URL });
    try {
      const other = await visitor.newPage();
      waitForHydrationOnNavigation(other);
      await answerCookieNotice(other);
      await resetPasswordByMail(other, name, email, 'couscous-2026');
    } finally {
      await visitor.close();
    }

    // A sketch uploaded to one instance, claimed by the submission sent to the other; the deposit paid.
    await askForCustomOrder(page, 'fr');
    // The shop's mail has the sketch attached: its bytes read from the database by whichever worker sent it.
    const shop = await mailedTo('commandes@zellige.ma', /Demande sur mesure$/);
    const sketch = shop.attachments.find((a) => a.filename === 'motif.png');
    expect(sketch?.contentType).toBe('image/png');
    expect(sketch?.content.equals(PNG)).toBe(true);

    for (const [first, then] of pairs) {
      const stored = servedBy(first);
      expect(stored, `a request to ${first}`).toBeDefined();
      expect(servedBy(then), `${then} on the other instance than ${first}`).toBe(1 - stored!);
    }
    // Both instances served the journey, turn about.
    const counts = [0, 1].map((i) => proxy.log.filter((s) => s.upstream === i).length);
    expect(Math.min(...counts)).toBeGreaterThan(20);
  });
});

// Requests alone, no page: the journeys' page checks (console, axe where it ends) have nothing to look at.
base('the rate limits are the shop’s: an address’s requests count at both instances together', async ({ request }) => {
  // A client address of its own, as the proxy passes it on (the instances trust X-Forwarded-For).
  const headers = { 'x-forwarded-for': '198.51.100.50' };
  const session = await request.get('/api/session', { headers });
  const csrf = ((await session.json()) as { csrfToken: string }).csrfToken;
  const from = proxy.log.length;
  const codes: number[] = [];
  // Consent is limited to 30 a minute per address (the 'modest' limit).
  for (let i = 0; i < 34; i++) {
    const answer = await request.post('/api/consent', {
      headers: { ...headers, 'x-csrf-token': csrf },
      data: { analytics: i % 2 === 0 },
    });
    codes.push(answer.status());
  }
  const served = proxy.log.slice(from).filter((s) => s.path === '/api/consent');
  expect(new Set(served.map((s) => s.upstream))).toEqual(new Set([0, 1]));
  expect(codes).toEqual([...Array(30).fill(204), ...Array(4).fill(429)]);
});
