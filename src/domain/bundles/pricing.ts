/**
 * A bundle's price, shared: the bundle page shows it, the server charges it. Money is integer minor units; a
 * percentage is applied in exact integer arithmetic and rounded half away from zero.
 */
import { assertMinor, roundDiv, type Minor } from '../money';
import type { BundleSettings } from '../settings';

/** One bundled item as the shopper has it now. */
export interface BundleItemState {
  /** The product or chosen variation; 0 while a variable item has no purchasable variation chosen. */
  id: number;
  name: string;
  /** What the item sells for now (its sale price when on sale). */
  price: Minor;
  regularPrice: Minor;
  qty: number;
  /** Units in stock, -1 for unlimited or unknown. */
  stock: number;
  optional: boolean;
  purchasable: boolean;
}

/** The bundle's own rules (its product's settings). */
export interface BundleRules {
  /** Percentage discount; applies only when 0 < discount < 100. */
  discount: number;
  /** Fixed discount amount; applies only when smaller than the total. */
  discountAmount: Minor;
  /** Sold at the bundle product's own price: the items' prices do not count. */
  fixedPrice: boolean;
  /** The shopper chooses quantities (within each item's and the bundle's limits). */
  optional: boolean;
  /** Unpurchasable items are left out of the total. */
  excludeUnpurchasable: boolean;
  /** Limits on the total selected quantity (optional bundles), 0 for none. */
  min: number;
  max: number;
  /** Limits on the discounted total (not for fixed-price bundles), 0 for none. */
  totalMin: Minor;
  totalMax: Minor;
}

export type BundlePriceSettings = Pick<BundleSettings, 'roundPrice' | 'bundledPriceFrom'>;

export type BundleSaving = { kind: 'amount'; amount: Minor } | { kind: 'percent'; percent: number } | null;

export interface BundleTotals {
  /** The regular total: what the items cost at their regular prices. */
  regular: Minor;
  /** What the shopper pays for one bundle. */
  sale: Minor;
  /** '(saved …)': the amount for a fixed discount, the percentage (2 decimals) for a percentage discount. */
  saved: BundleSaving;
  /** The regular total is shown struck through only when the sale total is lower. */
  struck: boolean;
}

/** A percentage applies only strictly between 0 and 100. */
export const appliesPercent = (discount: number) => Number.isFinite(discount) && discount > 0 && discount < 100;

/** Percentages are exact to 4 decimals: parts per million. */
const PPM = 1_000_000;
const toPpm = (percent: number) => Math.round(percent * 10_000);

/** amount × (100 − discount) / 100, rounded to the minor unit. */
export function discounted(amount: Minor, discount: number): Minor {
  assertMinor(amount);
  return roundDiv(amount * (PPM - toPpm(discount)), PPM);
}

/** A percentage rounded to 2 decimals, for '(saved 12.5%)'. */
export const roundPercent = (percent: number) => Math.round(percent * 100) / 100;

/** The items that count toward the total: a chosen product or variation, a quantity, purchasable unless excluded. */
export function countedItems(items: readonly BundleItemState[], rules: Pick<BundleRules, 'excludeUnpurchasable'>) {
  return items.filter((i) => i.id > 0 && i.qty > 0 && !(rules.excludeUnpurchasable && !i.purchasable));
}

/** The price an item counts at: its selling price, or its regular price when the store says so. */
export const countedPrice = (item: BundleItemState, settings: BundlePriceSettings) =>
  settings.bundledPriceFrom === 'regular_price' ? item.regularPrice : item.price;

/**
 * One bundle's totals. `own` is the bundle product's own price (a fixed-price bundle sells at it); `extra` is the
 * bought-together block's total when the page has one, added to both the regular and the sale total.
 */
export function bundleTotals(
  items: readonly BundleItemState[],
  rules: BundleRules,
  settings: BundlePriceSettings,
  own: { price: Minor; regularPrice: Minor },
  extra: { price: Minor; regularPrice: Minor } = { price: 0, regularPrice: 0 },
): BundleTotals {
  let regular: Minor;
  let sale: Minor;
  let saved: BundleSaving = null;
  if (rules.fixedPrice) {
    regular = own.regularPrice;
    sale = own.price;
  } else {
    const counted = countedItems(items, rules);
    regular = counted.reduce((sum, i) => sum + i.regularPrice * i.qty, 0);
    const total = counted.reduce((sum, i) => sum + countedPrice(i, settings) * i.qty, 0);
    sale = total;
    if (appliesPercent(rules.discount)) {
      sale = settings.roundPrice
        ? counted.reduce((sum, i) => sum + discounted(countedPrice(i, settings), rules.discount) * i.qty, 0)
        : discounted(total, rules.discount);
      if (sale < total) saved = { kind: 'percent', percent: roundPercent(rules.discount) };
    } else if (rules.discountAmount > 0 && rules.discountAmount < total) {
      sale = total - rules.discountAmount;
      saved = { kind: 'amount', amount: rules.discountAmount };
    }
  }
  regular += extra.regularPrice;
  sale += extra.price;
  assertMinor(regular);
  assertMinor(sale);
  return { regular, sale, saved, struck: sale < regular };
}

/** The total selected quantity: the sum of the quantities of items with a quantity. */
export const selectedQuantity = (items: readonly BundleItemState[]) =>
  items.reduce((sum, i) => sum + Math.max(0, i.qty), 0);
