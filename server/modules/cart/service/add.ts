/**
 * Adding to the cart, with every check the server owes the shop: the product exists, a variable product gets a
 * variation of its own that is visible, purchasable and in stock, every 'any' attribute is set to one of the
 * product's terms, quantity rules (src/domain/quantity.ts) and managed stock hold for the line's new quantity.
 */
import { lineKey } from '@domain/cart';
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import type { AddItemBody } from '../schemas';
import {
  type CartProduct,
  type CartVariation,
  loadCartProducts,
  loadVariations,
  productTermSlugs,
} from '../repository/catalogue';
import { assertWithinCartLimits } from './limits';
import { isAvailable, limitsOf, stockCapOf } from './lines';
import { assertQuantityInRange, cartProblem } from './problems';
import { type CartWork, putLine } from './work';

export const productPath = (locale: Locale, slug: string) => `/${locale}/product/${encodeURIComponent(slug)}/`;

/** What names one product to buy: the product, its variation and the terms of its 'any' attributes. */
export type ItemChoice = Pick<AddItemBody, 'productId' | 'variationId' | 'attributes'>;

async function variationOf(
  w: CartWork,
  product: CartProduct,
  input: ItemChoice,
  at: string,
): Promise<CartVariation | null> {
  if (product.type !== 'variable') {
    if (input.variationId !== undefined) {
      throw cartProblem(409, 'variation_unavailable', `${at}.variationId`, 'This product has no variations.');
    }
    return null;
  }
  if (input.variationId === undefined) {
    throw cartProblem(400, 'variation_required', `${at}.variationId`, 'Choose the product options first.', {
      productUrl: productPath(w.locale, product.slug),
    });
  }
  const variation =
    w.catalogue.variations.get(input.variationId) ??
    (await loadVariations(w.tx, [input.variationId])).get(input.variationId);
  if (!variation || variation.productId !== product.id || !variation.visible) {
    throw cartProblem(409, 'variation_unavailable', `${at}.variationId`, 'This combination is not available.');
  }
  return variation;
}

/** The terms chosen for the variation's 'any' attributes; every other attribute sent must match the variation. */
async function chosenAttributes(
  tx: Db,
  product: CartProduct,
  variation: CartVariation | null,
  sent: Record<string, string>,
  at: string,
): Promise<Record<string, string>> {
  const own = variation?.attributes ?? {};
  for (const [slug, term] of Object.entries(sent)) {
    if (!(slug in own) || (own[slug] !== '' && own[slug] !== term)) {
      throw cartProblem(
        400,
        'invalid_attribute',
        `${at}.attributes.${slug}`,
        `"${slug}" is not an option of this product.`,
      );
    }
  }
  const anySlugs = Object.keys(own).filter((slug) => own[slug] === '');
  if (anySlugs.length === 0) return {};
  const terms = await productTermSlugs(tx, product.id);
  const chosen: Record<string, string> = {};
  for (const slug of anySlugs) {
    const term = sent[slug];
    if (term === undefined)
      throw cartProblem(400, 'attribute_required', `${at}.attributes.${slug}`, `Choose a value for "${slug}".`);
    if (!terms.get(slug)?.has(term))
      throw cartProblem(
        400,
        'invalid_attribute',
        `${at}.attributes.${slug}`,
        `"${term}" is not an option of "${slug}".`,
      );
    chosen[slug] = term;
  }
  return chosen;
}

/** Refuses a product or variation that cannot be bought now. */
export function assertBuyable(product: CartProduct, variation: CartVariation | null, field: string): void {
  if (isAvailable(product, variation)) return;
  if (!product.purchasable || (variation && !variation.purchasable)) {
    throw cartProblem(409, 'not_purchasable', field, 'Sorry, this product cannot be purchased.');
  }
  throw cartProblem(409, 'out_of_stock', field, 'This product is out of stock.');
}

/**
 * The product, variation and chosen terms a choice names, each checked (refusals name the field under `at`), and
 * kept in the request's catalogue so the answer prices them from what was just read.
 */
export async function resolveChoice(w: CartWork, input: ItemChoice, at: string) {
  const product =
    w.catalogue.products.get(input.productId) ??
    (await loadCartProducts(w.tx, [input.productId], w.locale)).get(input.productId);
  if (!product) throw cartProblem(404, 'product_not_found', `${at}.productId`, `No product ${input.productId}.`);
  const variation = await variationOf(w, product, input, at);
  const chosen = await chosenAttributes(w.tx, product, variation, input.attributes ?? {}, at);
  w.catalogue.products.set(product.id, product);
  if (variation) w.catalogue.variations.set(variation.id, variation);
  return { product, variation, chosen, key: lineKey(product.id, variation?.id ?? null, chosen) };
}

/** Units of this product or variation in the cart, over every line that holds it (bundled ones too). */
export const unitsInCart = (w: CartWork, productId: number, variationId: number | null) =>
  w.rows
    .filter((r) => r.productId === productId && r.variationId === variationId)
    .reduce((sum, r) => sum + r.quantity, 0);

export async function addItem(w: CartWork, input: AddItemBody): Promise<void> {
  const { product, variation, chosen, key } = await resolveChoice(w, input, 'body');
  if (product.type === 'bundle') {
    throw cartProblem(400, 'bundle_choice_required', 'body.productId', "Choose the bundle's items on its page.", {
      productUrl: productPath(w.locale, product.slug),
    });
  }
  assertBuyable(product, variation, variation ? 'body.variationId' : 'body.productId');

  const inCart = w.rows.find((l) => l.key === key)?.quantity ?? 0;
  const limits = limitsOf(product, variation, w.context.settings.cart.limits);
  if (limits.soldIndividually && inCart > 0) {
    throw cartProblem(
      409,
      'already_in_cart',
      'body.productId',
      'This product can be bought once per order and is already in the cart.',
    );
  }
  const total = inCart + input.quantity;
  assertQuantityInRange(total, limits, inCart);
  // Stock is shared with the same product's other lines (a bundle's item, a bought-together line).
  const elsewhere = unitsInCart(w, product.id, variation?.id ?? null) - inCart;
  const cap = stockCapOf(variation ?? product);
  if (cap !== null && total + elsewhere > cap) {
    const available = Math.max(0, cap - elsewhere);
    throw cartProblem(409, 'insufficient_stock', 'body.quantity', `Only ${available} in stock.`, {
      params: { available, inCart },
    });
  }
  await putLine(w, { key, productId: product.id, variationId: variation?.id ?? null, attributes: chosen }, total);
  assertWithinCartLimits(w);
}
