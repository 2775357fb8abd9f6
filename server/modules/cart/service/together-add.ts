/**
 * Adding a product with companions from its 'frequently bought together' block: the main product as any add, then
 * each ticked companion checked against the product's list (the chosen variation's own list when it has one), the
 * block's settings (single selection, fixed or synced quantities) and the stock, as a line of its own that sells at
 * the relation's new price while the main product's line is in the cart. Prices are never read from the client.
 */
import { variationsWithList, loadBlockSettings, loadRelations } from '../../bundles/repository';
import type { AddTogetherBody } from '../schemas';
import { addItem, assertBuyable, resolveChoice, unitsInCart } from './add';
import { assertWithinCartLimits } from './limits';
import { limitsOf, stockCapOf } from './lines';
import { assertQuantityInRange, cartProblem } from './problems';
import { type CartWork, putLine } from './work';

export async function addTogether(w: CartWork, input: AddTogetherBody): Promise<void> {
  const main = await resolveChoice(w, input, 'body');
  if (input.items.length === 0) return addItem(w, input);

  const settings = await loadBlockSettings(w.tx, main.product.id);
  if (settings?.selection === 'single' && input.items.length > 1)
    throw cartProblem(400, 'single_selection', 'body.items', 'Only one companion can be chosen with this product.');
  const relations = new Map(
    (
      await loadRelations(
        w.tx,
        input.items.map((i) => i.relationId),
      )
    ).map((r) => [r.id, r]),
  );
  const ownLists = await variationsWithList(w.tx, main.product.id);
  // The chosen variation's own list replaces the product's.
  const listOf = main.variation && ownLists.includes(main.variation.id) ? main.variation.id : null;

  const companions = [];
  const seen = new Set<number>();
  for (const [index, sent] of input.items.entries()) {
    const at = `body.items.${index}`;
    const relation = relations.get(sent.relationId);
    if (!relation || relation.productId !== main.product.id || relation.variationId !== listOf || seen.has(relation.id))
      throw cartProblem(400, 'companion_unknown', `${at}.relationId`, 'This product is not offered with this one.');
    seen.add(relation.id);
    const choice = await resolveChoice(
      w,
      { productId: relation.companionId, variationId: sent.variationId, attributes: sent.attributes },
      at,
    );
    if (choice.product.type === 'bundle')
      throw cartProblem(400, 'companion_unknown', `${at}.relationId`, 'A bundle cannot be bought together.');
    // Without the block's variation choice, a variable companion is bought from its own page.
    if (choice.product.type === 'variable' && settings?.variables === false)
      throw cartProblem(400, 'companion_unknown', `${at}.relationId`, 'Its options are chosen on its own page.');
    assertBuyable(choice.product, choice.variation, at);
    const perMain = settings?.optional ? sent.quantity : relation.quantity;
    if (!settings?.optional && !settings?.syncQty && sent.quantity !== relation.quantity)
      throw cartProblem(400, 'quantity_out_of_range', `${at}.quantity`, 'This quantity is set by the shop.', {
        params: { min: relation.quantity, max: relation.quantity },
      });
    const quantity = settings?.syncQty ? perMain * input.quantity : perMain;
    companions.push({ ...choice, relation, quantity, at });
  }

  // The main product first, as any add: its own checks, limits and stock.
  await addItem(w, input);
  for (const c of companions) {
    const key = `${c.key}@${main.key}`;
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
    w.catalogue.blocks.set(main.product.id, {
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
        parentKey: main.key,
        relationId: c.relation.id,
      },
      total,
    );
  }
  assertWithinCartLimits(w);
}
