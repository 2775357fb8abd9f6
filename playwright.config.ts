import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { RENDERER_ACCESSIBILITY, chromiumArgs, chromiumPath } from './harness/browser';

const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://127.0.0.1:${port}`;
const mailPort = port + 1;

/**
 * The journeys drive Chromium's headless shell where it is installed (Debian's `chromium-headless-shell`, built from
 * the same source as `chromium`): the same engine without the full browser's windowing, a third less CPU for the same
 * journeys. The visual gate keeps the full browser, whose drawing its baselines hold.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const journeyBrowser = process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/**
 * End-to-end journeys against the production build and a real server on a fresh embedded
 * database (its own data directory, seeded on start).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The several-instances journey needs PostgreSQL: it runs where TEST_DATABASE_URL names one (CI does).
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ['instances/**'],
  // Two files at a time: a journey leaves a core idle a quarter of the time (waiting on the server, the browser's
  // frames, the mail). The keyboard journeys here: 2.9 min on two workers against 3.9 min on one (tracing off).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous limits: the machines are shared and a loaded one renders slowly; assertions still wait for real UI.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace for every journey (a screenshot per action) cost a quarter of the run (keyboard journeys:
    // 5.3 min against 3.9 min without). CI keeps only its log, so it records none; a local run keeps a failure's.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: journeyBrowser, args: [...chromiumArgs, RENDERER_ACCESSIBILITY] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    // The shop, and beside it the mailbox its e-mails go to (the journeys read links from it).
    command: 'rm -rf data/e2e data/e2e-mail && (node tests/support/mail-catcher.mjs & node scripts/start.mjs)',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'data/e2e',
      RATE_LIMIT_DISABLED: '1',
      SEED_IMAGE_CACHE: 'data/image-cache',
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      MAIL_POLL_MS: '300',
      MAIL_CATCHER_PORT: String(mailPort),
      MAIL_CATCHER_DIR: 'data/e2e-mail',
      PUBLIC_URL: baseURL,
    },
  },
});
