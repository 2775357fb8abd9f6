/**
 * 'Frequently bought together': the companions' new prices, the block's totals, its readiness and its quantity
 * buttons. Shared: the block shows these prices, the server charges them.
 */
import { assertMinor, MINOR_DIGITS, roundDiv, type Minor } from '../money';
import type { QuantityStep } from '../quantity';

/** A companion's price when bought together: its own price, a percentage of it, or a fixed unit price. */
export type NewPrice = { kind: 'percent'; percent: number } | { kind: 'fixed'; amount: Minor };

export const FULL_PRICE: NewPrice = { kind: 'percent', percent: 100 };

/**
 * The spec's new-price text: '100%' (the default), a percentage such as '90%', or a unit price in the store's
 * currency such as '150' or '99.50'. Anything else is the full price.
 */
export function parseNewPrice(text: string | null | undefined): NewPrice {
  const value = (text ?? '').trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (percent) return { kind: 'percent', percent: Number(percent[1]) };
  if (/^\d+(?:\.\d+)?$/.test(value)) return { kind: 'fixed', amount: Math.round(Number(value) * 10 ** MINOR_DIGITS) };
  return FULL_PRICE;
}

/** Writes a new price back as the spec's text ('90%', '150.00'). */
export function formatNewPrice(price: NewPrice): string {
  return price.kind === 'percent' ? `${price.percent}%` : (price.amount / 10 ** MINOR_DIGITS).toFixed(MINOR_DIGITS);
}

/**
 * n / d in minor units, rounded first at a tenth of the minor unit (10^(decimals+1)) and then to the minor unit:
 * the block's rounding, in integers.
 */
export function roundBlockAmount(n: number, d: number): Minor {
  return roundDiv(roundDiv(n * 10, d), 10);
}

/** Which price a percentage applies to: the regular price, or the selling (sale) price. */
export type BlockPricing = 'regular_price' | 'sale_price';

/** One item of the block as priced: the unit price charged, and the price shown struck through beside it. */
export interface BlockUnitPrice {
  price: Minor;
  /** The regular price, shown as the original when it is higher than the price. */
  original: Minor;
}

/**
 * A companion's unit price: '100%' charges its selling price (the regular one shown as the original); a percentage
 * applies to the price the list's pricing names; a number is the unit price.
 */
export function blockUnitPrice(
  item: { price: Minor; regularPrice: Minor },
  newPrice: NewPrice,
  pricing: BlockPricing = 'sale_price',
): BlockUnitPrice {
  const original = item.regularPrice;
  if (newPrice.kind === 'fixed') return { price: newPrice.amount, original };
  if (newPrice.percent === 100) return { price: item.price, original };
  const base = pricing === 'regular_price' ? item.regularPrice : item.price;
  const ppm = Math.round(newPrice.percent * 10_000);
  return { price: roundBlockAmount(base * ppm, 1_000_000), original };
}

/** A ticked item of the block with what it costs. */
export interface BlockLine {
  /** The product or chosen variation; 0 while a variable item has no purchasable variation chosen. */
  id: number;
  name: string;
  qty: number;
  checked: boolean;
  unit: BlockUnitPrice;
}

export interface BlockTotals {
  /** 'Additional price:': the ticked companions. */
  additional: Minor;
  additionalRegular: Minor;
  /** The main product's unit price: discounted like a companion only when the companions come to more than 0. */
  mainUnit: Minor;
  /** 'Total:': the main product times its quantity, plus the companions. */
  total: Minor;
}

/** The companions that count: ticked, with a quantity and a chosen product or variation. */
export const countedCompanions = (companions: readonly BlockLine[]) =>
  companions.filter((c) => c.checked && c.qty > 0 && c.id > 0);

export function blockTotals(
  main: { qty: number; price: Minor; regularPrice: Minor; newPrice: NewPrice },
  companions: readonly BlockLine[],
  pricing: BlockPricing = 'sale_price',
): BlockTotals {
  const counted = countedCompanions(companions);
  const additional = counted.reduce((sum, c) => sum + c.unit.price * c.qty, 0);
  const additionalRegular = counted.reduce((sum, c) => sum + c.unit.original * c.qty, 0);
  const mainUnit = additional > 0 ? blockUnitPrice(main, main.newPrice, pricing).price : main.price;
  const total = mainUnit * main.qty + additional;
  assertMinor(total);
  return { additional, additionalRegular, mainUnit, total };
}

/** The first ticked item with a quantity that still has no purchasable variation: adding is blocked, it is named. */
export function blockProblem(items: readonly Pick<BlockLine, 'id' | 'name' | 'qty' | 'checked'>[]) {
  const missing = items.find((i) => i.checked && i.qty > 0 && i.id === 0);
  return missing ? { code: 'variation_required' as const, name: missing.name } : null;
}

export interface BlockQuantityLimits {
  min: number | null;
  max: number | null;
  step: QuantityStep;
}

/** While an item is ticked, its quantity stays within the field's min and max. */
export function clampBlockQuantity(value: number, limits: BlockQuantityLimits): number {
  const low = limits.min ?? 0;
  const raised = Math.max(value, low);
  return limits.max === null ? raised : Math.min(raised, limits.max);
}

/** What the add-to-cart button's badge counts: ticked items, their summed quantity, or nothing. */
export type BlockCounter = 'individual' | 'qty' | 'hide';

/**
 * The badge's number, or null when it is hidden: shown above 1 (above 0 when the main product is not counted,
 * ignore-this).
 */
export function blockBadge(
  items: readonly Pick<BlockLine, 'qty' | 'checked'>[],
  counter: BlockCounter,
  ignoreThis: boolean,
): number | null {
  if (counter === 'hide') return null;
  const ticked = items.filter((i) => i.checked && i.qty > 0);
  const count = counter === 'individual' ? ticked.length : ticked.reduce((sum, i) => sum + i.qty, 0);
  return count > (ignoreThis ? 0 : 1) ? count : null;
}

/** Single selection: ticking one companion unticks every other one. */
export function tickCompanion<T extends { key: string; checked: boolean }>(
  companions: readonly T[],
  key: string,
  checked: boolean,
  single: boolean,
): T[] {
  return companions.map((c) => (c.key === key ? { ...c, checked } : single && checked ? { ...c, checked: false } : c));
}
