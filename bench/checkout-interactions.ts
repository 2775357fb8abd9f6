/**
 * Checkout responsiveness: the checkout page's fields in Chromium under 4× CPU slowdown, p75 of 20 interactions each,
 * target ≤ 100 ms from input to the next paint (INP, bench/inp.ts). Starts the real shop (built when stale, fresh
 * PGlite in data/bench-checkout, seeded as on first start), puts the simple mug in a new visitor's cart through the
 * API, opens /{locale}/checkout/ at 1280×800, slows the CPU once hydrated, and drives real input through Playwright:
 *  - a letter typed into 'First name' (keyboard);
 *  - the payment method, cash on delivery and bank transfer in turn (click; the order is recomputed 2 s later, as
 *    the spec asks, so updates also arrive during later interactions);
 *  - the province list opened with ArrowDown (keyboard; closed with Escape, unmeasured);
 *  - 'Ship to a different address?' ticked and unticked (click: a whole address form appears and goes).
 * Not a test: `npx tsx bench/checkout-interactions.ts [--locales fr,ar] [--count 20]` (BENCH_PORT, default 8096).
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '@harness/browser';
import { answerCookieNotice, message, waitForHydration } from '@harness/routes';
import { PRODUCT_CASES } from '../tests/support/fixtures/product-cases';
import { type Row, benchLocales, load, recordEvents, repeat, slowDown, unthrottle } from './inp';

const { values } = parseArgs({
  options: { locales: { type: 'string', default: 'fr,ar' }, count: { type: 'string', default: '20' } },
});
const LOCALES = values.locales.split(',');
const COUNT = Number(values.count);
const PORT = Number(process.env.BENCH_PORT ?? 8096);

/** The simple mug in the page's visitor's cart (the browser context's cookies), through the API. */
async function fillCart(page: Page, base: string, locale: string) {
  const session = (await (await page.request.get(`${base}/api/session`)).json()) as { csrfToken: string };
  const product = (await (
    await page.request.get(`${base}/api/catalogue/products/${PRODUCT_CASES.simple}?locale=${locale}`)
  ).json()) as { id: number };
  const added = await page.request.post(`${base}/api/cart/items?locale=${locale}`, {
    headers: { 'x-csrf-token': session.csrfToken },
    data: { productId: product.id, quantity: 1 },
  });
  if (!added.ok()) throw new Error(`add to cart: ${added.status()}`);
}

async function openCheckout(page: Page, base: string, locale: string) {
  await page.goto(`${base}/${locale}/checkout/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true }).waitFor();
  await waitForHydration(page);
  return slowDown(page);
}

async function benchLocale(base: string, locale: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    await allowSerialisedFunctions(context);
    await context.addInitScript(recordEvents);
    const page = await context.newPage();
    await answerCookieNotice(page);
    await fillCart(page, base, locale);
    const rows: Row[] = [];

    let cdp = await openCheckout(page, base, locale);
    const firstName = page.getByRole('textbox', {
      name: new RegExp(`^${await message(page, 'address.field.first_name')}`),
    });
    await firstName.focus();
    rows.push({
      name: 'type a letter (First name)',
      ...(await repeat(
        page,
        COUNT,
        () => page.keyboard.type('a'),
        async () => {
          if (!(await firstName.inputValue()).endsWith('a')) throw new Error('the letter did not arrive');
        },
      )),
    });
    await unthrottle(cdp);

    cdp = await openCheckout(page, base, locale);
    const radios = page.getByRole('radiogroup', { name: await message(page, 'checkout.payment') }).getByRole('radio');
    const method = (i: number) => radios.nth(i % 2 === 0 ? 0 : 1);
    rows.push({
      name: 'payment method (click)',
      ...(await repeat(
        page,
        COUNT,
        (i) => method(i).click(),
        async (i) => {
          if (!(await method(i).isChecked())) throw new Error('the payment method was not chosen');
        },
      )),
    });
    await unthrottle(cdp);

    cdp = await openCheckout(page, base, locale);
    const province = page.getByRole('combobox', { name: new RegExp(await message(page, 'address.field.state_ma')) });
    await province.focus();
    rows.push({
      name: 'province list opened (ArrowDown)',
      ...(await repeat(
        page,
        COUNT,
        () => page.keyboard.press('ArrowDown'),
        async () => {
          if ((await province.getAttribute('aria-expanded')) !== 'true') throw new Error('the list did not open');
        },
        async () => {
          await page.keyboard.press('Escape');
          await page.waitForTimeout(300);
        },
      )),
    });
    await unthrottle(cdp);

    cdp = await openCheckout(page, base, locale);
    const shipElsewhere = page.getByRole('checkbox', { name: await message(page, 'checkout.shipToDifferent') });
    rows.push({
      name: 'ship to a different address (click)',
      ...(await repeat(
        page,
        COUNT,
        () => shipElsewhere.click(),
        async (i) => {
          if ((await shipElsewhere.isChecked()) !== (i % 2 !== 0)) throw new Error('the box did not change');
        },
      )),
    });
    await unthrottle(cdp);
    return rows;
  } finally {
    await browser.close();
  }
}

await benchLocales('bench-checkout', PORT, LOCALES, COUNT, benchLocale);
console.log(
  `\nms, Event Timing: longest entry of each interactionId (INP's input → next paint), rounded to 8 ms.` +
    `\nload average (1/5/15 min) at end: ${load()}`,
);
