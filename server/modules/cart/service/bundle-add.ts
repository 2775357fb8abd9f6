/**
 * Adding a bundle: every item checked against the bundle (it belongs to it, its quantity within its limits, its
 * variation the product's), the bundle's readiness by the domain's rules in the spec's order, the stock of every
 * item, then one parent line and one line per chosen item, and the companions ticked in the page's 'frequently bought
 * together' block as lines bought with it. Nothing the client says about prices is read.
 */
import { createHash } from 'node:crypto';
import { bundleProblem, type BundleItemState, type BundleProblem } from '@domain/bundles';
import { activePrice } from '@domain/pricing';
import { loadBundleItems, loadBundleRow, rulesOf, type BundleItemRow, type BundleRow } from '../../bundles/repository';
import type { AddBundleBody } from '../schemas';
import { loadCartProducts } from '../repository/catalogue';
import { resolveChoice, unitsInCart } from './add';
import { assertWithinCartLimits } from './limits';
import { isAvailable, limitsOf, stockCapOf } from './lines';
import { assertQuantityInRange, cartProblem } from './problems';
import { putCompanions, resolveCompanions } from './together-add';
import { type CartWork, putLine } from './work';

type Chosen = Awaited<ReturnType<typeof resolveChoice>> & { item: BundleItemRow; quantity: number; index: number };

const MESSAGES: Record<BundleProblem['code'], string> = {
  variation_required: 'Please select a purchasable variation for an item before adding this bundle to the cart.',
  item_unpurchasable: 'An item is unpurchasable. Please remove it before adding the bundle to the cart.',
  nothing_selected: 'Please choose at least one product before adding this bundle to the cart.',
  below_min_quantity: 'The bundle holds fewer products than its minimum.',
  above_max_quantity: 'The bundle holds more products than its maximum.',
  below_total_min: 'The total is under the minimum amount.',
  above_total_max: 'The total is over the maximum amount.',
};

/** The values the shopper's sentence needs: an item's name, a quantity limit, or an amount limit. */
function paramsOf(problem: BundleProblem) {
  switch (problem.code) {
    case 'variation_required':
    case 'item_unpurchasable':
      return { name: problem.name };
    case 'below_min_quantity':
      return { min: problem.min };
    case 'above_max_quantity':
      return { max: problem.max };
    case 'below_total_min':
      return { amount: problem.min };
    case 'above_total_max':
      return { amount: problem.max };
    default:
      return {};
  }
}

/** The quantity of an item per bundle: what was sent, else its default (0 in an optional bundle). */
function quantityOf(bundle: BundleRow, item: BundleItemRow, sent: AddBundleBody['items'][number] | undefined) {
  if (!bundle.optional) return item.quantity;
  return sent?.quantity ?? 0;
}

function assertItemQuantity(bundle: BundleRow, item: BundleItemRow, quantity: number, at: string) {
  const fixed = !bundle.optional;
  const max = item.maxQty;
  if (fixed ? quantity !== item.quantity : quantity < item.minQty || (max !== null && quantity > max)) {
    throw cartProblem(400, 'quantity_out_of_range', `${at}.quantity`, "The quantity is outside this item's limits.", {
      params: fixed ? { min: item.quantity, max: item.quantity } : { min: item.minQty, max },
    });
  }
}

/** A key of its own per bundle and selection: the same choice adds up, another one is a line of its own. */
function bundleKey(productId: number, chosen: Chosen[]): string {
  const selection = chosen
    .map((c) => `${c.item.id}:${c.key}:${c.quantity}`)
    .sort()
    .join(',');
  return `${productId}.bundle.${createHash('sha256').update(selection).digest('hex').slice(0, 12)}`;
}

export async function addBundle(w: CartWork, input: AddBundleBody): Promise<void> {
  const product =
    w.catalogue.products.get(input.productId) ??
    (await loadCartProducts(w.tx, [input.productId], w.locale)).get(input.productId);
  if (!product) throw cartProblem(404, 'product_not_found', 'body.productId', `No product ${input.productId}.`);
  const bundle = product.type === 'bundle' ? await loadBundleRow(w.tx, product.id) : null;
  if (!bundle) throw cartProblem(400, 'not_a_bundle', 'body.productId', 'This product is not a bundle.');
  const items = await loadBundleItems(w.tx, product.id);

  const sentOf = new Map<number, { sent: AddBundleBody['items'][number]; index: number }>();
  input.items.forEach((sent, index) => {
    const at = `body.items.${index}`;
    if (!items.some((i) => i.id === sent.itemId) || sentOf.has(sent.itemId))
      throw cartProblem(400, 'bundle_item_unknown', `${at}.itemId`, 'This item is not part of the bundle.');
    sentOf.set(sent.itemId, { sent, index });
  });

  const names = await loadCartProducts(w.tx, [...new Set(items.map((i) => i.productId))], w.locale);
  const chosen: Chosen[] = [];
  const states: BundleItemState[] = [];
  /** Where each state's item was sent, for the field a refusal names. */
  const sentAt: number[] = [];
  for (const [position, item] of items.entries()) {
    const { sent, index } = sentOf.get(item.id) ?? { sent: undefined, index: position };
    const at = `body.items.${index}`;
    const quantity = quantityOf(bundle, item, sent);
    assertItemQuantity(bundle, item, quantity, at);
    if (quantity === 0) continue;
    if (item.variationId !== null && sent?.variationId !== undefined && sent.variationId !== item.variationId)
      throw cartProblem(409, 'variation_unavailable', `${at}.variationId`, 'This item comes in one variation only.');
    const variationId = item.variationId ?? (bundle.variables ? sent?.variationId : undefined);
    const resolved = await resolveChoice(
      w,
      { productId: item.productId, variationId, attributes: sent?.attributes },
      at,
    ).catch((error: unknown) => {
      // A variable item without its variation is the bundle's first readiness failure, said with its name.
      if ((error as { problemCode?: string }).problemCode !== 'variation_required') throw error;
      return null;
    });
    const name = names.get(item.productId)?.name ?? item.slug;
    sentAt.push(index);
    if (!resolved) {
      states.push({
        id: 0,
        name,
        price: 0,
        regularPrice: 0,
        qty: quantity,
        stock: -1,
        optional: true,
        purchasable: true,
      });
      continue;
    }
    const priced = resolved.variation ?? resolved.product;
    const purchasable = isAvailable(resolved.product, resolved.variation);
    states.push({
      id: resolved.variation?.id ?? resolved.product.id,
      name,
      price: activePrice(priced, w.now),
      regularPrice: priced.regularPrice,
      qty: quantity,
      stock: stockCapOf(priced) ?? -1,
      optional: bundle.optional,
      purchasable,
    });
    chosen.push({ ...resolved, item, quantity, index });
  }

  const rules = rulesOf(bundle);
  const own = { price: activePrice(product, w.now), regularPrice: product.regularPrice };
  const problem = bundleProblem(states, rules, w.context.settings.bundles, own);
  if (problem) {
    const culprit =
      problem.code === 'variation_required'
        ? states.findIndex((st) => st.qty > 0 && st.id === 0)
        : problem.code === 'item_unpurchasable'
          ? states.findIndex((st) => st.qty > 0 && st.optional && !st.purchasable)
          : -1;
    const at = culprit >= 0 ? `body.items.${sentAt[culprit]}` : 'body.items';
    throw cartProblem(409, problem.code, at, MESSAGES[problem.code], { params: paramsOf(problem) });
  }
  // An item that cannot be bought now stops the bundle, unless the bundle leaves such items out.
  for (const c of chosen) {
    if (!isAvailable(c.product, c.variation) && !bundle.excludeUnpurchasable)
      throw cartProblem(409, 'out_of_stock', `body.items.${c.index}`, `${c.product.name} cannot be bought now.`, {
        params: { name: c.product.name },
      });
  }

  // The companions ticked in the page's block are checked before anything is put.
  const companions =
    input.together && input.together.length > 0
      ? await resolveCompanions(
          w,
          { productId: product.id, variationId: null },
          input.together,
          input.quantity,
          'body.together',
        )
      : null;

  const key = bundleKey(product.id, chosen);
  const inCart = w.rows.find((r) => r.key === key)?.quantity ?? 0;
  const bundles = inCart + input.quantity;
  assertQuantityInRange(bundles, limitsOf(product, null, w.context.settings.cart.limits), inCart);
  for (const c of chosen) {
    const childKey = `${key}.item${c.item.id}`;
    const held = w.rows.find((r) => r.key === childKey)?.quantity ?? 0;
    const elsewhere = unitsInCart(w, c.product.id, c.variation?.id ?? null) - held;
    const cap = stockCapOf(c.variation ?? c.product);
    if (cap !== null && c.quantity * bundles + elsewhere > cap) {
      const available = Math.max(0, Math.floor((cap - elsewhere) / c.quantity) - inCart);
      throw cartProblem(409, 'insufficient_stock', 'body.quantity', `Only ${available} more of this bundle in stock.`, {
        params: { available, inCart, name: c.product.name },
      });
    }
  }

  w.catalogue.products.set(product.id, product);
  w.catalogue.bundles.set(product.id, bundle);
  const base = { productId: product.id, variationId: null, attributes: {} };
  await putLine(w, { ...base, key, role: 'bundle' }, bundles);
  for (const c of chosen) {
    await putLine(
      w,
      {
        key: `${key}.item${c.item.id}`,
        productId: c.product.id,
        variationId: c.variation?.id ?? null,
        attributes: c.chosen,
        role: 'bundled',
        parentKey: key,
        perParent: c.quantity,
        bundleItemId: c.item.id,
      },
      c.quantity * bundles,
    );
  }
  if (companions) await putCompanions(w, key, companions);
  assertWithinCartLimits(w);
}
