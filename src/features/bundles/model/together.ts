/**
 * The 'frequently bought together' block as the page holds it: each companion's state (ticked, quantity, chosen
 * variation) turned into the domain's lines, the prices shown, and the companions the cart receives. Pure: the block's
 * hook and the main form's button both build on it.
 */
import { lineMaximum, type CartLimits } from '@domain/cart-limits';
import {
  blockUnitPrice,
  clampBlockQuantity,
  parseNewPrice,
  type BlockLine,
  type BlockPricing,
  type BlockQuantityLimits,
  type BlockUnitPrice,
} from '@domain/bundles';
import type { CardPrice } from '@domain/pricing';
import { parseQuantity } from '@domain/quantity';
import { quantityLimits, type Variation } from '@domain/variations';
import type { CompanionRequest } from '@entities/companions/BoughtTogetherContext';
import type { BlockSettings, Companion } from './bundle';
import type { ProductDetail } from '@entities/product/model/types';

/** A variable companion's purchasable, in-stock variation and the terms chosen for its 'any' attributes. */
export interface CompanionVariation {
  variation: Variation;
  attributes: Record<string, string>;
}

/** What the shopper changed on a companion; what is absent takes the default (companionDefaults). */
export interface CompanionState {
  checked: boolean;
  /** The quantity field's text (optional lists without sync-qty). */
  quantity: string;
  /** null until a purchasable, in-stock variation is chosen (the spec's id 0). */
  choice: CompanionVariation | null;
}

/** A companion as the block prices and counts it. */
export interface TogetherLine extends BlockLine {
  /** The relation id, as text: the key of the companion's state. */
  key: string;
  companion: Companion;
  /** The checkbox can be used: a simple companion that cannot be bought stays unticked. */
  available: boolean;
  limits: BlockQuantityLimits;
  /** The quantity field's text, as typed. */
  text: string;
  choice: CompanionVariation | null;
}

export const companionKey = (companion: Companion) => String(companion.id);

/**
 * A simple companion is bought as itself when it can be; a variable one once its variation is chosen, when the list
 * offers the choice (variables off: it is bought from its own page).
 */
export function companionAvailable(product: ProductDetail, variables = true): boolean {
  if (product.type === 'bundle') return false;
  if (product.type === 'variable') return variables;
  return product.purchasable && product.stockStatus !== 'outofstock';
}

/**
 * A companion starts ticked only when the shop chose so and it can be added as it is (a simple product that can be
 * bought), with its base quantity; in single selection only the first such one (ticking another unticks it). Nothing
 * else is added unless the shopper ticks it: a variable companion ticked from the start would also block adding until
 * its variation is chosen.
 */
export function companionDefaults(companions: readonly Companion[], single: boolean): Record<string, CompanionState> {
  let ticked = 0;
  return Object.fromEntries(
    companions.map((c) => {
      const ready = c.checked && c.product.type === 'simple' && companionAvailable(c.product);
      const checked = ready && (!single || ticked === 0);
      if (checked) ticked += 1;
      return [companionKey(c), { checked, quantity: String(c.quantity), choice: null }];
    }),
  );
}

/** The companion's quantity field: 0 (not bought) up to the product's or variation's most per line. */
export function companionLimits(
  product: ProductDetail,
  variation: Variation | null,
  cartLimits: CartLimits,
): BlockQuantityLimits {
  const own = quantityLimits(product, variation);
  return { min: 0, max: own.fixed ? 1 : lineMaximum(own.max, cartLimits), step: 1 };
}

/** What one unit sells for (the paid price) and its regular price: a variation's once chosen, else the product's. */
export const pricedUnit = (price: CardPrice) => ({ price: price.min, regularPrice: price.regular });

export interface LineContext {
  settings: BlockSettings;
  /** The main product's quantity (sync-qty multiplies by it). */
  mainQuantity: number;
  cartLimits: CartLimits;
}

/** The companion's line: its id (0 without a chosen variation), its quantity by the list's settings, its price. */
export function companionLine(companion: Companion, state: CompanionState, context: LineContext): TogetherLine {
  const { settings, mainQuantity } = context;
  const product = companion.product;
  const variation = state.choice?.variation ?? null;
  const limits = companionLimits(product, variation, context.cartLimits);
  const available = companionAvailable(product, settings.variables);
  const typed = parseQuantity(state.quantity) ?? 0;
  const qty = settings.syncQty
    ? companion.quantity * mainQuantity
    : settings.optional
      ? state.checked
        ? clampBlockQuantity(typed, limits)
        : typed
      : companion.quantity;
  return {
    key: companionKey(companion),
    companion,
    id: product.type === 'variable' ? (variation?.id ?? 0) : product.id,
    name: product.name,
    qty,
    checked: available && state.checked,
    available,
    limits,
    text: state.quantity,
    choice: state.choice,
    unit: blockUnitPrice(pricedUnit((variation ?? product).price), parseNewPrice(companion.newPrice), settings.pricing),
  };
}

/** What ProductPrice shows for a unit price (times the quantity with show-price 'total'). */
export interface ShownPrice {
  regular: number;
  sale: number | null;
  min: number;
  max: number;
}

/** The price with the original struck through when the original is higher. */
export function shownPrice(unit: BlockUnitPrice, factor = 1): ShownPrice {
  const price = unit.price * factor;
  const original = unit.original * factor;
  return original > price
    ? { regular: original, sale: price, min: price, max: price }
    : { regular: price, sale: null, min: price, max: price };
}

/**
 * A companion's shown price: its (matched) variation's or its own at the new price; a variable companion whose
 * variations differ shows the range of new prices until one is matched.
 */
export function companionShownPrice(
  companion: Companion,
  variation: Variation | null,
  pricing: BlockPricing,
  factor = 1,
): ShownPrice {
  const source = (variation ?? companion.product).price;
  const newPrice = parseNewPrice(companion.newPrice);
  if (source.min === source.max) return shownPrice(blockUnitPrice(pricedUnit(source), newPrice, pricing), factor);
  const low = blockUnitPrice({ price: source.min, regularPrice: source.min }, newPrice, pricing).price * factor;
  const high = blockUnitPrice({ price: source.max, regularPrice: source.max }, newPrice, pricing).price * factor;
  return { regular: low, sale: null, min: low, max: high };
}

/**
 * The ticked companions with a quantity and a product or variation: with sync-qty the base quantity (the server
 * multiplies it by the main quantity), with optional quantities the shopper's, else the relation's.
 */
export function companionRequests(lines: readonly TogetherLine[], settings: BlockSettings): CompanionRequest[] {
  return lines
    .filter((l) => l.checked && l.qty > 0 && l.id > 0)
    .map((l) => {
      const quantity = settings.syncQty || !settings.optional ? l.companion.quantity : l.qty;
      const attributes = l.choice?.attributes ?? {};
      return {
        relationId: l.companion.id,
        quantity,
        ...(l.choice ? { variationId: l.choice.variation.id } : {}),
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      };
    });
}

/** The main product's id in the block: the product, or its purchasable in-stock variation (0 until one is chosen). */
export function mainItemId(product: ProductDetail, variation: Variation | null): number {
  if (product.type !== 'variable') return product.id;
  return variation && variation.isPurchasable && variation.isInStock ? variation.id : 0;
}
