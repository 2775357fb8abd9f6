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

async function variationOf(w: CartWork, product: CartProduct, input: AddItemBody): Promise<CartVariation | null> {
  if (product.type === 'simple') {
    if (input.variationId !== undefined) {
      throw cartProblem(409, 'variation_unavailable', 'body.variationId', 'This product has no variations.');
    }
    return null;
  }
  if (input.variationId === undefined) {
    throw cartProblem(400, 'variation_required', 'body.variationId', 'Choose the product options first.', {
      productUrl: productPath(w.locale, product.slug),
    });
  }
  const variation =
    w.catalogue.variations.get(input.variationId) ??
    (await loadVariations(w.tx, [input.variationId])).get(input.variationId);
  if (!variation || variation.productId !== product.id || !variation.visible) {
    throw cartProblem(409, 'variation_unavailable', 'body.variationId', 'This combination is not available.');
  }
  return variation;
}

/** The terms chosen for the variation's 'any' attributes; every other attribute sent must match the variation. */
async function chosenAttributes(
  tx: Db,
  product: CartProduct,
  variation: CartVariation | null,
  sent: Record<string, string>,
): Promise<Record<string, string>> {
  const own = variation?.attributes ?? {};
  for (const [slug, term] of Object.entries(sent)) {
    if (!(slug in own) || (own[slug] !== '' && own[slug] !== term)) {
      throw cartProblem(
        400,
        'invalid_attribute',
        `body.attributes.${slug}`,
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
      throw cartProblem(400, 'attribute_required', `body.attributes.${slug}`, `Choose a value for "${slug}".`);
    if (!terms.get(slug)?.has(term))
      throw cartProblem(
        400,
        'invalid_attribute',
        `body.attributes.${slug}`,
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

export async function addItem(w: CartWork, input: AddItemBody): Promise<void> {
  const product =
    w.catalogue.products.get(input.productId) ??
    (await loadCartProducts(w.tx, [input.productId], w.locale)).get(input.productId);
  if (!product) throw cartProblem(404, 'product_not_found', 'body.productId', `No product ${input.productId}.`);
  const variation = await variationOf(w, product, input);
  const chosen = await chosenAttributes(w.tx, product, variation, input.attributes ?? {});
  assertBuyable(product, variation, variation ? 'body.variationId' : 'body.productId');

  const key = lineKey(product.id, variation?.id ?? null, chosen);
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
  const cap = stockCapOf(variation ?? product);
  if (cap !== null && total > cap) {
    throw cartProblem(409, 'insufficient_stock', 'body.quantity', `Only ${cap} in stock.`, {
      params: { available: cap, inCart },
    });
  }
  // The answer prices the line from what was just read.
  w.catalogue.products.set(product.id, product);
  if (variation) w.catalogue.variations.set(variation.id, variation);
  await putLine(w, { key, productId: product.id, variationId: variation?.id ?? null, attributes: chosen }, total);
  assertWithinCartLimits(w);
}
