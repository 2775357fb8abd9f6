/**
 * A bundle's price follows its quantities: on the page of an optional 12-item bundle, a press on one item's
 * 'Increase quantity' recomputes every item's price, the bundle price, '(saved …)' and the readiness alert. Measured
 * in Chromium under 4× CPU slowdown as INP measures it (input → next paint, the longest Event Timing entry), p75 of
 * 24 presses spread over the twelve items; target p75 ≤ 50 ms.
 *
 * The shop is the real one (built when stale), on a database of its own: started once to seed it, stopped, given one
 * more bundle of twelve seeded ceramics (the seed's own writer, `writeBundles`), and started again on it. Each press
 * is checked to have moved its field by one and the bundle price; presses go round the items, so none reaches its
 * maximum. The pure recomputation (`bundleTotals` with the readiness check, no rendering) is timed apart in Node.
 * Not a test: `npx tsx bench/bundle-interactions.ts [--locales en,ar] [--count 24]` (BENCH_PORT, default 8099).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '@harness/browser';
import { startShop } from '@harness/app-server';
import { answerCookieNotice, message, waitForHydration } from '@harness/routes';
import {
  type BundleItemState,
  type BundlePriceSettings,
  type BundleRules,
  bundleProblem,
  bundleTotals,
} from '@domain/bundles';
import { openDatabase } from '../server/db/client';
import { writeBundles } from '../server/db/seed/bundles';
import type { BundleSeed } from '../server/db/seed/bundle-plans';
import { tr } from '../server/db/seed/types';
import { type Row, load, percentile, recordEvents, repeat, report, slowDown, unthrottle } from './inp';

const { values } = parseArgs({
  options: {
    locales: { type: 'string', default: 'en,ar' },
    count: { type: 'string', default: '24' },
  },
});
const LOCALES = values.locales.split(',');
const COUNT = Number(values.count);
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const NAME = 'bench-bundle';
const TARGET_MS = 50;

/** Twelve seeded ceramics, one of each, up to four of each, 15% off: the form recomputes all twelve on each press. */
const TWELVE: BundleSeed = {
  slug: 'twelve-piece-table-set',
  sku: 'ZL-BENCH-012',
  category: 'bowls',
  name: tr('Service de table en douze pièces', 'Twelve-piece table set', 'طقم مائدة من اثنتي عشرة قطعة'),
  short: tr('Douze pièces à composer.', 'Twelve pieces to make up.', 'اثنتا عشرة قطعة حسب اختيارك.'),
  long: tr('Douze pièces.', 'Twelve pieces.', 'اثنتا عشرة قطعة.'),
  rules: { discountPpm: 150_000, optional: true, minQty: 3, maxQty: 48 },
  items: [
    'arabesque-coffee-mug-from-safi-indigo',
    'zellige-pattern-ceramic-mug-from-fes-pomegranate-red',
    'arabesque-coffee-mug-from-sale-chalk-white',
    'floral-harira-bowl-from-safi-turquoise',
    'zellige-pattern-ceramic-mug-from-tamegroute-indigo',
    'dotted-salad-bowl-from-sale-indigo',
    'hand-painted-dinner-plate-from-safi-majorelle-blue',
    'arabesque-dinner-plate-from-marrakech-pomegranate-red',
    'striped-serving-platter-from-safi-ebony-black',
    'dotted-salad-bowl-from-fes-mint-green',
    'arabesque-harira-bowl-from-marrakech-turquoise',
    'striped-ceramic-mug-from-tamegroute-mint-green',
  ].map((slug) => ({ slug, quantity: 1, max: 4 })),
};

/** The seeded shop with the twelve-item bundle added, running. */
async function shopWithTwelve() {
  const seeding = await startShop(NAME, PORT);
  seeding.stop();
  await seeding.exited;
  const handle = await openDatabase({ dataDir: `data/${NAME}` });
  try {
    await writeBundles(handle.db, [TWELVE]);
  } finally {
    await handle.close();
  }
  return startShop(NAME, PORT, { keep: true });
}

async function benchLocale(base: string, locale: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    await allowSerialisedFunctions(context);
    await context.addInitScript(recordEvents);
    const page = await context.newPage();
    await answerCookieNotice(page);
    await page.goto(`${base}/${locale}/product/${TWELVE.slug}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForHydration(page);
    const list = page.getByRole('list', { name: await message(page, 'bundle.items'), exact: true });
    const rows = list.getByRole('listitem');
    if ((await rows.count()) !== TWELVE.items.length) throw new Error(`the bundle shows ${await rows.count()} items`);
    const increase = await message(page, 'quantity.increase');
    const decrease = await message(page, 'quantity.decrease');
    const price = page.getByText(await message(page, 'bundle.price'), { exact: true }).locator('..');
    const cdp = await slowDown(page);
    let before = '';
    const press = async (i: number) => {
      before = (await price.textContent()) ?? '';
      await rows
        .nth((i + TWELVE.items.length) % TWELVE.items.length)
        .getByRole('button', {
          name: Math.floor(Math.max(0, i) / TWELVE.items.length) % 2 ? decrease : increase,
          exact: true,
        })
        .click();
    };
    const moved = async () => {
      if (((await price.textContent()) ?? '') === before) throw new Error('the bundle price did not change');
    };
    const result = await repeat(page, COUNT, press, moved);
    await unthrottle(cdp);
    return [{ name: 'item quantity + or − (click)', ...result }];
  } finally {
    await browser.close();
  }
}

/** `bundleTotals` and the readiness check for twelve items, in Node at full speed: the arithmetic alone. */
function pureRecompute() {
  const items: BundleItemState[] = TWELVE.items.map((item, i) => ({
    id: 100 + i,
    name: item.slug,
    price: 9_000 + i * 1_250,
    regularPrice: 11_000 + i * 1_250,
    qty: 1 + (i % 3),
    stock: -1,
    optional: true,
    purchasable: true,
  }));
  const rules: BundleRules = {
    discount: 15,
    discountAmount: 0,
    fixedPrice: false,
    optional: true,
    excludeUnpurchasable: false,
    min: 3,
    max: 48,
    totalMin: 0,
    totalMax: 0,
  };
  const settings: BundlePriceSettings = { roundPrice: true, bundledPriceFrom: 'sale_price' };
  const own = { price: 0, regularPrice: 0 };
  const times: number[] = [];
  for (let run = 0; run < 2_000; run += 1) {
    const start = performance.now();
    bundleTotals(items, rules, settings, own);
    bundleProblem(items, rules, settings, own);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p75: percentile(times, 75) };
}

console.log(`load average (1/5/15 min) at start: ${load()} on a shared machine: figures move with it`);
const shop = await shopWithTwelve();
try {
  for (const locale of LOCALES) report(locale, await benchLocale(shop.url, locale), COUNT, '1280×800', TARGET_MS);
} finally {
  shop.stop();
}
const pure = pureRecompute();
console.log(
  `\nms, Event Timing: longest entry of each interactionId (INP's input → next paint), rounded to 8 ms by the browser;` +
    ` '<16ms': no entry (under the 16 ms threshold), counted as 16.` +
    `\nthe recomputation alone (bundleTotals + readiness, 12 items, Node, full speed, 2000 runs): p50 ${pure.p50.toFixed(3)} ms, p75 ${pure.p75.toFixed(3)} ms` +
    `\nload average (1/5/15 min) at end: ${load()}`,
);
