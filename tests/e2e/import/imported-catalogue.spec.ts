import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerCookieNotice, waitForHydration } from '@harness/routes';
import { startImageServer } from '../../support/image-server';

/**
 * A shop owner moving from WooCommerce: `npm run import` on the shop's own embedded database (a folder of its own
 * here), then the shop started on it, and the imported products as a shopper finds them — a grouped product bought
 * child by child, an external product leading to its seller, a variable product's choices, text shown in French on
 * the Arabic pages until translated. A second import while the shop runs is refused: PGlite is one process's.
 */
const PORT = Number(process.env.E2E_PORT ?? 8091) + 8;
const SHOP = `http://127.0.0.1:${PORT}`;
const FIXTURE = 'tests/support/fixtures/woocommerce/products.csv';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runImport(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/cli.ts', ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function startShop(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the shop exited before it answered');
    if ((await fetch(`${SHOP}/api/health`).catch(() => null))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

test.describe.configure({ mode: 'serial' });

let dir = '';
let shop: ChildProcess | null = null;
let images: Awaited<ReturnType<typeof startImageServer>> | null = null;
let env: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await mkdtemp(join('data', 'e2e-import-'));
  images = await startImageServer();
  const file = join(dir, 'products.csv');
  const csv = await readFile(FIXTURE, 'utf8');
  await writeFile(file, csv.replaceAll('https://shop.example/wp-content/uploads/', `${images.origin}/uploads/`));
  env = { PGLITE_DIR: join(dir, 'pglite'), SEED_IMAGE_CACHE: 'data/image-cache' };

  const run = await runImport([file, '--report', join(dir, 'report.json')], env);
  expect(run.code, run.stderr).toBe(0);
  // Progress on long files, then the report.
  expect(run.stderr).toContain('Importing products: 8 / 8');
  expect(run.stdout).toContain('products created 7, updated 0, unchanged 0; rows skipped 1, refused 12');
  expect(run.stdout).toContain('line 15: Regular price: "12,5x" is not an amount');
  expect(run.stdout).toMatch(/line 9: .*missing\.png — not reachable \(HTTP 404\)/);
  expect(run.stdout).toContain('Translations missing');
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { refused: unknown[] };
  expect(report.refused).toHaveLength(12);

  shop = await startShop(env);
  const again = await runImport([file], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('The shop is running on the embedded database: stop it, import, then start it again.');
});

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await new Promise((resolve) => (shop && shop.exitCode === null ? shop.once('exit', resolve) : resolve(null)));
  await images?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('a grouped product lists its products, each bought on its own', async ({ page }) => {
  await page.goto(`${SHOP}/fr/product/service-a-the/`);
  await waitForHydration(page);
  await answerCookieNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Service à thé' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Produits de cet ensemble' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Théière berbère');
  await expect(items.nth(0)).toContainText('350');
  await expect(items.nth(1)).toContainText('Verres à thé (6)');
  await items
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
});

test('an external product leads to its seller, its French text shown on the Arabic page', async ({ page }) => {
  await page.goto(`${SHOP}/ar/product/livre-l-art-du-zellige/`);
  await answerCookieNotice(page);
  const heading = page.getByRole('heading', { level: 1, name: "Livre : l'art du zellige" });
  await expect(heading).toBeVisible();
  // Marked as French for screen readers, its direction its own, and on the right as the Arabic page's text is.
  const name = heading.locator('bdi');
  await expect(name).toHaveAttribute('lang', 'fr');
  const [box, text] = [await heading.boundingBox(), await name.boundingBox()];
  expect(Math.abs(box!.x + box!.width - (text!.x + text!.width))).toBeLessThan(2);
  await expect(page.getByText('Chez notre libraire.')).toHaveAttribute('dir', 'auto');
  const seller = page.getByRole('link', { name: 'Acheter chez le libraire' });
  await expect(seller).toHaveAttribute('href', 'https://librairie.example/zellige');
  await expect(seller).toHaveAttribute('rel', /nofollow/);
  await expect(page.getByRole('button', { name: /أضف إلى السلة/ })).toHaveCount(0);
});

test("a variable product's choices and pictures came through", async ({ page }) => {
  await page.goto(`${SHOP}/fr/product/bol-de-fes/`);
  await waitForHydration(page);
  await answerCookieNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bol de Fès' })).toBeVisible();
  const picture = page.locator('main img[src^="/media/"]').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The file's 'Couleur' and 'Taille' are the shop's colour and size; 'Petit' its small.
  await page.getByRole('button', { name: /^Bleu/ }).click();
  await page.getByRole('button', { name: /^petit/i }).click();
  await expect(page.locator('main')).toContainText('90.00');
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
});

test('a product whose picture could not be fetched shows the placeholder', async ({ page }) => {
  await page.goto(`${SHOP}/fr/product/verres-a-the-6/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verres à thé (6)' })).toBeVisible();
  await expect(page.getByTestId('gallery-placeholder')).toBeVisible();
});
