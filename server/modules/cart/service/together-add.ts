/**
 * Adding a product (or a bundle) with companions from its 'frequently bought together' block: the main line as any
 * add, then each ticked companion checked against the product's list (the chosen variation's own list when it has
 * one), the block's settings (single selection, fixed or synced quantities) and the stock, as a line of its own that
 * sells at the relation's new price while the main line is in the cart. Prices are never read from the client.
 */
import { variationsWithList, loadBlockSettings, loadRelations } from '../../bundles/repository';
import type { AddTogetherBody, CompanionBody } from '../schemas';
import { addItem, assertBuyable, resolveChoice, unitsInCart } from './add';
import { assertWithinCartLimits } from './limits';
import { limitsOf, stockCapOf } from './lines';
import { assertQuantityInRange, cartProblem } from './problems';
import { type CartWork, putLine } from './work';

/** The main line the companions are bought with: a product (or its variation), or a bundle. */
interface MainOf {
  productId: number;
  variationId: number | null;
}

type Settings = Awaited<ReturnType<typeof loadBlockSettings>>;

/** Ticked companions, checked and resolved, ready to be put once the main line is in. */
export interface Companions {
  main: MainOf;
  settings: Settings;
  list: Array<
    Awaited<ReturnType<typeof resolveChoice>> & {
      relation: Awaited<ReturnType<typeof loadRelations>>[number];
      quantity: number;
      at: string;
    }
  >;
}

/**
 * Checks the companions sent with `mainQuantity` of the main line (`at`: where the body holds them) and resolves
 * each to its product or variation and the units to add.
 */
export async function resolveCompanions(
  w: CartWork,
  main: MainOf,
  items: readonly CompanionBody[],
  mainQuantity: number,
  at: string,
): Promise<Companions> {
  const settings = await loadBlockSettings(w.tx, main.productId);
  if (settings?.selection === 'single' && items.length > 1)
    throw cartProblem(400, 'single_selection', at, 'Only one companion can be chosen with this product.');
  const relations = new Map(
    (
      await loadRelations(
        w.tx,
        items.map((i) => i.relationId),
      )
    ).map((r) => [r.id, r]),
  );
  const ownLists = await variationsWithList(w.tx, main.productId);
  // The chosen variation's own list replaces the product's.
  const listOf = main.variationId !== null && ownLists.includes(main.variationId) ? main.variationId : null;

  const list: Companions['list'] = [];
  const seen = new Set<number>();
  for (const [index, sent] of items.entries()) {
    const field = `${at}.${index}`;
    const relation = relations.get(sent.relationId);
    if (!relation || relation.productId !== main.productId || relation.variationId !== listOf || seen.has(relation.id))
      throw cartProblem(400, 'companion_unknown', `${field}.relationId`, 'This product is not offered with this one.');
    seen.add(relation.id);
    const choice = await resolveChoice(
      w,
      { productId: relation.companionId, variationId: sent.variationId, attributes: sent.attributes },
      field,
    );
    if (choice.product.type === 'bundle')
      throw cartProblem(400, 'companion_unknown', `${field}.relationId`, 'A bundle cannot be bought together.');
    // Without the block's variation choice, a variable companion is bought from its own page.
    if (choice.product.type === 'variable' && settings?.variables === false)
      throw cartProblem(400, 'companion_unknown', `${field}.relationId`, 'Its options are chosen on its own page.');
    assertBuyable(choice.product, choice.variation, field);
    const perMain = settings?.optional ? sent.quantity : relation.quantity;
    if (!settings?.optional && !settings?.syncQty && sent.quantity !== relation.quantity)
      throw cartProblem(400, 'quantity_out_of_range', `${field}.quantity`, 'This quantity is set by the shop.', {
        params: { min: relation.quantity, max: relation.quantity },
      });
    const quantity = settings?.syncQty ? perMain * mainQuantity : perMain;
    list.push({ ...choice, relation, quantity, at: field });
  }
  return { main, settings, list };
}

/** Puts each companion as a line bought with the main line `mainKey`, within its limits and the stock. */
export async function putCompanions(w: CartWork, mainKey: string, { main, settings, list }: Companions) {
  for (const c of list) {
    const key = `${c.key}@${mainKey}`;
    const inCart = w.rows.find((r) => r.key === key)?.quantity ?? 0;
    const total = inCart + c.quantity;
    assertQuantityInRange(total, limitsOf(c.product, c.variation, w.context.settings.cart.limits), inCart);
    const elsewhere = unitsInCart(w, c.product.id, c.variation?.id ?? null) - inCart;
    const cap = stockCapOf(c.variation ?? c.product);
    if (cap !== null && total + elsewhere > cap) {
      const available = Math.max(0, cap - elsewhere);
      throw cartProblem(409, 'insufficient_stock', `${c.at}.quantity`, `Only ${available} in stock.`, {
        params: { available, inCart, name: c.product.name },
      });
    }
    w.catalogue.relations.set(c.relation.id, c.relation);
    w.catalogue.blocks.set(main.productId, {
      pricing: settings?.pricingRegular ? 'regular_price' : 'sale_price',
      thisNewPrice: settings?.thisNewPrice ?? '100%',
    });
    await putLine(
      w,
      {
        key,
        productId: c.product.id,
        variationId: c.variation?.id ?? null,
        attributes: c.chosen,
        role: 'together',
        parentKey: mainKey,
        relationId: c.relation.id,
      },
      total,
    );
  }
}

export async function addTogether(w: CartWork, input: AddTogetherBody): Promise<void> {
  const main = await resolveChoice(w, input, 'body');
  if (input.items.length === 0) return addItem(w, input);
  const companions = await resolveCompanions(
    w,
    { productId: main.product.id, variationId: main.variation?.id ?? null },
    input.items,
    input.quantity,
    'body.items',
  );
  // The main product first, as any add: its own checks, limits and stock.
  await addItem(w, input);
  await putCompanions(w, main.key, companions);
  assertWithinCartLimits(w);
}
