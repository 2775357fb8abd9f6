import type { Locator, Page } from '@playwright/test';
import { blockUnitPrice, parseNewPrice } from '@domain/bundles';
import type { CartItem } from '@entities/cart/model';
import { message } from '@harness/routes';
import { OPTIONAL_BUNDLE } from '../../../server/db/seed/bundle-plans';
import { DIRHAM_FORMAT, formatAmountParts } from '@domain/money';
import { BOUGHT_TOGETHER_JOURNEYS, BUNDLE_WITH_COMPANIONS } from '../../../server/db/seed/bought-together';
import { fillBilling, placeOrder } from '../checkout/place';
import { expect, tabTo, test } from '../keyboard/fixtures';

/** Seeded: an optional bundle of four mugs and bowls, 3 to 8 pieces in all, two chosen at first. */
const COFFEE_SET = OPTIONAL_BUNDLE;
/** Seeded: a variable salad bowl whose block lists a variable bowl, a plate and a variable mug. */
const SALAD_BOWL = BOUGHT_TOGETHER_JOURNEYS.variable;
const COMPANIONS = {
  bowl: { slug: 'hand-painted-ceramic-bowl-from-sale', colour: 'turquoise' },
  plate: { slug: 'arabesque-dinner-plate-from-marrakech-pomegranate-red' },
  mug: { slug: 'star-pattern-ceramic-mug-from-tamegroute', colour: 'terracotta' },
} as const;

interface Named {
  id: number;
  name: string;
  attributes: { slug: string; terms: { slug: string; name: string }[] }[];
  variations: { id: number; attributes: Record<string, string>; price: { regular: number; sale: number | null } }[];
}
const product = async (page: Page, slug: string, locale: string) =>
  (await (await page.request.get(`/api/catalogue/products/${slug}?locale=${locale}`)).json()) as Named;
const term = (p: Named, attribute: string, slug: string) =>
  p.attributes.find((a) => a.slug === attribute)!.terms.find((t) => t.slug === slug)!.name;
const cartItems = async (page: Page) =>
  ((await (await page.request.get('/api/cart?locale=en')).json()) as { items: CartItem[] }).items;

const bundleRows = async (page: Page) =>
  page.getByRole('list', { name: await message(page, 'bundle.items'), exact: true }).getByRole('listitem');
/** The product form's button (a listing card's is named after its product). */
const mainAdd = async (page: Page) =>
  page
    .locator('main')
    .getByRole('button', { name: await message(page, 'product.addToCart'), exact: true })
    .first();
const drawerOf = async (page: Page) =>
  page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });

/** Whether an element is drawn in the window: the block shows every item, none behind a carousel's arrows. */
const inWindow = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

/** Presses Shift+Tab until `target` has focus: back up the page, as a keyboard user does. */
async function backTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
}

/** The bundle in the cart: its parent line and its children, in the order of the bundle. */
async function bundleInCart(page: Page) {
  const items = await cartItems(page);
  const parent = items.find((i) => i.role === 'bundle');
  const children = items.filter((i) => i.role === 'bundled' && i.parentKey === parent?.key);
  return { items, parent, children };
}

test.describe('bundles and bought-together sets, against the real server', () => {
  test.beforeEach(async ({ answered }) => answered);

  test('an optional bundle is built up to its minimum, bought, and keeps its structure in the order', async ({
    page,
  }) => {
    await page.goto(`/en/product/${COFFEE_SET}/`);
    const add = await mainAdd(page);
    // Two pieces of at least three: the first reason is said, and the button says why it cannot add.
    const below = await message(page, 'bundle.belowMinQuantity', { min: '3' });
    await expect(page.getByRole('status').filter({ hasText: below })).toBeVisible();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    // Pressed anyway (it stays focusable and pressable, saying why): nothing goes to the cart.
    await add.click({ force: true });
    expect(await cartItems(page)).toEqual([]);

    const rows = await bundleRows(page);
    await expect(rows).toHaveCount(4);
    const third = rows.nth(2);
    const thirdName = (await third.getByRole('link').first().innerText()).trim();
    await third.getByRole('button', { name: await message(page, 'quantity.increase'), exact: true }).click();
    await expect(page.getByText(below)).toHaveCount(0);
    await expect(add).not.toHaveAttribute('aria-disabled');
    await add.click();
    const drawer = await drawerOf(page);
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByText(await message(page, 'line.inBundle', { bundle: 'Build-your-own coffee set' })),
    ).toHaveCount(3);

    const { parent, children } = await bundleInCart(page);
    expect(parent).toMatchObject({ slug: COFFEE_SET, quantity: 1 });
    expect(children.map((c) => [c.name, c.quantity])).toEqual([
      [expect.any(String), 1],
      [expect.any(String), 1],
      [thirdName, 1],
    ]);

    await page.goto('/en/checkout/');
    await fillBilling(page, 'en');
    const sent = (await placeOrder(page)).postDataJSON() as Record<string, unknown>;
    // The order's prices come from the server: the browser sends no amount for the bundle.
    expect(JSON.stringify(sent)).not.toContain(String(parent!.unitPrice));
    const received = page.locator('main');
    await expect(received.getByText('Build-your-own coffee set').first()).toBeVisible();
    await expect(received.getByText(thirdName).first()).toBeVisible();
    await expect(
      received.getByText(await message(page, 'line.inBundle', { bundle: 'Build-your-own coffee set' })),
    ).toHaveCount(3);
  });

  test('a main product and two companions with their variations go to the cart together, priced by the server', async ({
    page,
  }) => {
    await page.goto(`/en/product/${SALAD_BOWL}/?attribute_colour=indigo&attribute_size=medium`);
    const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
    await expect(block).toBeVisible();
    const [bowl, plate, mug] = await Promise.all([
      product(page, COMPANIONS.bowl.slug, 'en'),
      product(page, COMPANIONS.plate.slug, 'en'),
      product(page, COMPANIONS.mug.slug, 'en'),
    ]);
    const card = (p: Named) => block.getByRole('group', { name: p.name, exact: true });
    const tick = (p: Named) => card(p).getByRole('checkbox');
    // The simple plate is ticked from the start, the variable ones wait for a choice.
    await expect(tick(plate)).toBeChecked();
    await expect(tick(bowl)).not.toBeChecked();
    await tick(bowl).check();
    const add = await mainAdd(page);
    // A ticked companion without its variation stops the add, and the block names it.
    await expect(block.getByRole('status').filter({ hasText: bowl.name })).toHaveCount(1);
    await card(bowl)
      .getByRole('button', { name: term(bowl, 'colour', COMPANIONS.bowl.colour), exact: true })
      .click();
    await expect(block.getByRole('status').filter({ hasText: bowl.name })).toHaveCount(0);
    // Every item is in view: no carousel hides one.
    for (const p of [bowl, plate, mug]) expect(await inWindow(card(p))).toBe(true);
    await tick(plate).uncheck();
    await tick(mug).check();
    await expect(block.getByRole('status').filter({ hasText: mug.name })).toHaveCount(1);
    await card(mug)
      .getByRole('button', { name: term(mug, 'colour', COMPANIONS.mug.colour), exact: true })
      .click();
    await expect(block.getByRole('status').filter({ hasText: mug.name })).toHaveCount(0);
    await add.click();
    await expect(await drawerOf(page)).toBeVisible();

    const items = await cartItems(page);
    const variation = (p: Named, colour: string) => p.variations.find((v) => v.attributes.colour === colour)!.id;
    expect(items.map((i) => [i.slug, i.variationId, i.quantity])).toEqual(
      expect.arrayContaining([
        [SALAD_BOWL, expect.any(Number), 1],
        [COMPANIONS.bowl.slug, variation(bowl, COMPANIONS.bowl.colour), 1],
        [COMPANIONS.mug.slug, variation(mug, COMPANIONS.mug.colour), 1],
      ]),
    );
    expect(items).toHaveLength(3);
    // The mug's new price is 85% of its variation's price: the server's figure, by the shop's rule.
    const mugLine = items.find((i) => i.slug === COMPANIONS.mug.slug)!;
    const own = mug.variations.find((v) => v.id === mugLine.variationId)!.price;
    expect(mugLine.role).toBe('together');
    expect(mugLine.unitPrice).toBe(
      blockUnitPrice({ price: own.sale ?? own.regular, regularPrice: own.regular }, parseNewPrice('85%')).price,
    );
  });

  test("a bundle's page adds the companions ticked in its block to the bundle price, and buys them with it", async ({
    page,
  }) => {
    await page.goto(`/fr/product/${BUNDLE_WITH_COMPANIONS}/`);
    const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
    await expect(block).toBeVisible();
    const line = page.getByText(await message(page, 'bundle.price'), { exact: true }).locator('..');
    // The set itself ('this', always bought) and its two companions: the platter ticked by the shop, the bowls not.
    const ticks = block.getByRole('checkbox', { disabled: false });
    await expect(ticks).toHaveCount(2);
    await expect(ticks.first()).toBeChecked();
    await expect(ticks.nth(1)).not.toBeChecked();
    const platter = await line.textContent();
    await ticks.nth(1).check();
    await expect(line).not.toHaveText(platter!);
    await ticks.first().uncheck();
    await expect(line).not.toHaveText(platter!);
    await (await mainAdd(page)).click();
    await expect(await drawerOf(page)).toBeVisible();

    // The server's figures: the set at its own price, the companion left ticked bought with it, their sum on the page.
    const items = await cartItems(page);
    const parent = items.find((i) => i.role === 'bundle')!;
    const companions = items.filter((i) => i.role === 'together');
    expect(parent.slug).toBe(BUNDLE_WITH_COMPANIONS);
    expect(companions).toHaveLength(1);
    expect(companions[0]!.parentKey).toBe(parent.key);
    const sum = parent.unitPrice + companions[0]!.unitPrice * companions[0]!.quantity;
    const shown = (amount: number) => formatAmountParts(amount, DIRHAM_FORMAT).number;
    await expect(line).toContainText(shown(sum));
    expect(shown(sum)).not.toBe(shown(parent.unitPrice));
  });

  for (const locale of ['fr', 'ar'] as const) {
    test(`by keyboard alone in ${locale}: a bundle made up to its minimum, and a companion with its variation`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/product/${COFFEE_SET}/`);
      const rows = await bundleRows(page);
      const increase = rows.nth(2).getByRole('button', { name: await message(page, 'quantity.increase'), exact: true });
      await tabTo(page, increase, 60);
      await page.keyboard.press('Enter');
      const add = await mainAdd(page);
      await tabTo(page, add, 30);
      await expect(add).not.toHaveAttribute('aria-disabled');
      await page.keyboard.press('Enter');
      const drawer = await drawerOf(page);
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
      const { parent, children } = await bundleInCart(page);
      expect(parent?.slug).toBe(COFFEE_SET);
      expect(children).toHaveLength(3);

      await page.goto(`/${locale}/product/${SALAD_BOWL}/?attribute_colour=indigo&attribute_size=medium`);
      const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
      const mug = await product(page, COMPANIONS.mug.slug, locale);
      const card = block.getByRole('group', { name: mug.name, exact: true });
      const tick: Locator = card.getByRole('checkbox');
      await tabTo(page, tick, 110);
      await page.keyboard.press('Space');
      await expect(tick).toBeChecked();
      const swatch = card.getByRole('button', { name: term(mug, 'colour', COMPANIONS.mug.colour), exact: true });
      await tabTo(page, swatch, 10);
      await page.keyboard.press('Enter');
      await expect(swatch).toHaveAttribute('aria-pressed', 'true');
      const main = await mainAdd(page);
      // Back up the page to the product form's button.
      await backTo(page, main, 120);
      await expect(main).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      const lines = await cartItems(page);
      const mugLine = lines.find((i) => i.slug === COMPANIONS.mug.slug);
      expect(mugLine?.variationId).toBe(mug.variations.find((v) => v.attributes.colour === 'terracotta')!.id);
      expect(lines.some((i) => i.slug === SALAD_BOWL)).toBe(true);
    });
  }
});
