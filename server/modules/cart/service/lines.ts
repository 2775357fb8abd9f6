/**
 * Cart lines priced and limited from the catalogue as it is now, with the same domain rules the client uses
 * (pricing.ts for the price, quantity.ts for the limits).
 */
import type { BlockPricing } from '@domain/bundles';
import type { Locale } from '@domain/locales';
import { type BundleSettings, DEFAULT_SETTINGS } from '@domain/settings';
import { activePrice } from '@domain/pricing';
import type { CartLineAmounts } from '@domain/cart';
import { type CartLimits, lineMaximum } from '@domain/cart-limits';
import { DEFAULT_LIMITS, type QuantityLimits, variationLimits } from '@domain/quantity';
import type { Db } from '../../../db/client';
import type { StockStatus } from '../../../db/schema/index';
import { type CartProduct, type CartVariation, loadCartProducts, loadVariations } from '../repository/catalogue';
import type { CartLineRow } from '../repository/store';
import { loadBlockSettingsOf, loadBundleRows, loadRelations } from '../../bundles/repository';
import { applyStructure, emptyStructure, type StructureCatalogue } from './structure';

export interface PricedLine {
  row: CartLineRow;
  product: CartProduct;
  variation: CartVariation | null;
  unitPrice: number;
  regularUnitPrice: number;
  /** min, max (max_qty), step and sold individually: the domain's quantity limits, stock aside. */
  limits: QuantityLimits;
  /** Managed stock the cart may not exceed; null when stock is not managed or backorders are taken. */
  stockCap: number | null;
  stockStatus: StockStatus;
  available: boolean;
}

/** What the domain's cart arithmetic needs of a line. */
export const amountsOf = (line: PricedLine): CartLineAmounts => ({
  productId: line.product.id,
  quantity: line.row.quantity,
  unitPrice: line.unitPrice,
  onSale: line.unitPrice < line.regularUnitPrice,
  shippingClass: line.product.shippingClass,
  container: line.row.role === 'bundle',
});

/** The products and variations a cart's lines stand for, and what their structure reads, once per request. */
export interface LineCatalogue extends StructureCatalogue {
  products: Map<number, CartProduct>;
  variations: Map<number, CartVariation>;
}

interface StockRow {
  stockStatus: StockStatus;
  stockQuantity: number | null;
}

/** Stock is managed when a quantity is kept and the item is not on backorder. */
export function stockCapOf(row: StockRow): number | null {
  if (row.stockQuantity === null || row.stockStatus === 'onbackorder') return null;
  return Math.max(0, row.stockQuantity);
}

/**
 * A line's limits: the variation's min_qty/max_qty, the product's sold-individually flag, and the store's most per
 * line.
 */
export function limitsOf(
  product: Pick<CartProduct, 'soldIndividually'>,
  variation: Pick<CartVariation, 'minQty' | 'maxQty'> | null,
  store: CartLimits,
): QuantityLimits {
  const own = variation
    ? variationLimits({
        minQty: Math.max(1, variation.minQty),
        maxQty: variation.maxQty,
        soldIndividually: product.soldIndividually,
      })
    : { ...DEFAULT_LIMITS, soldIndividually: product.soldIndividually };
  return { ...own, max: Math.max(own.min, lineMaximum(own.max, store)) };
}

/** The tighter of max_qty and managed stock, as the quantity field's max. */
export function effectiveMax(limits: QuantityLimits, stockCap: number | null): number | null {
  if (limits.soldIndividually) return 1;
  if (stockCap === null) return limits.max;
  return limits.max === null ? stockCap : Math.min(limits.max, stockCap);
}

export function isAvailable(product: CartProduct, variation: CartVariation | null): boolean {
  const stock = variation ?? product;
  if (!product.purchasable || (variation && (!variation.purchasable || !variation.visible))) return false;
  if (stock.stockStatus === 'outofstock') return false;
  const cap = stockCapOf(stock);
  return cap === null || cap > 0;
}

/** The products and variations of these lines, by id. */
export async function loadLineCatalogue(db: Db, rows: CartLineRow[], locale: Locale): Promise<LineCatalogue> {
  // One after the other: inside a transaction every query goes through the same connection anyway.
  const products = await loadCartProducts(db, [...new Set(rows.map((r) => r.productId))], locale);
  const variations = await loadVariations(
    db,
    rows.flatMap((r) => (r.variationId === null ? [] : [r.variationId])),
  );
  return { products, variations, ...(await loadStructure(db, rows)) };
}

/** What bundles and bought-together lines need: their bundles, relations and the main products' block settings. */
export async function loadStructure(db: Db, rows: CartLineRow[]): Promise<StructureCatalogue> {
  const bundleIds = rows.flatMap((r) => (r.role === 'bundle' ? [r.productId] : []));
  const relationIds = rows.flatMap((r) => (r.role === 'together' && r.relationId !== null ? [r.relationId] : []));
  if (bundleIds.length === 0 && relationIds.length === 0) return emptyStructure();
  const bundles = await loadBundleRows(db, [...new Set(bundleIds)]);
  const relations = new Map((await loadRelations(db, [...new Set(relationIds)])).map((r) => [r.id, r]));
  const settings = await loadBlockSettingsOf(db, [...new Set([...relations.values()].map((r) => r.productId))]);
  const blocks = new Map(
    [...relations.values()].map((r) => {
      const own = settings.get(r.productId);
      const pricing: BlockPricing = own?.pricingRegular ? 'regular_price' : 'sale_price';
      return [r.productId, { pricing, thisNewPrice: own?.thisNewPrice ?? '100%' }] as const;
    }),
  );
  return { bundles, relations, blocks };
}

/**
 * The lines priced now, bundles and bought-together lines by their rules; a line whose product or variation no
 * longer exists is left out.
 */
export function priceLines(
  rows: CartLineRow[],
  catalogue: LineCatalogue,
  now: Date,
  store: CartLimits,
  bundleSettings: BundleSettings = DEFAULT_SETTINGS.bundles,
): PricedLine[] {
  const lines = rows.flatMap((row): PricedLine[] => {
    const product = catalogue.products.get(row.productId);
    const variation = row.variationId === null ? null : (catalogue.variations.get(row.variationId) ?? null);
    if (!product || (row.variationId !== null && !variation)) return [];
    const priced = variation ?? product;
    return [
      {
        row,
        product,
        variation,
        unitPrice: activePrice(priced, now),
        regularUnitPrice: priced.regularPrice,
        limits: limitsOf(product, variation, store),
        stockCap: stockCapOf(priced),
        stockStatus: priced.stockStatus,
        available: isAvailable(product, variation),
      },
    ];
  });
  applyStructure(lines, catalogue, bundleSettings);
  return lines;
}
