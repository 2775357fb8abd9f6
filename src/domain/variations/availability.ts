import type { StockStatus, Variation } from './types';

/**
 * How the server derives a variation's spec flags from its stored row (one place, so the product page and the cart
 * agree). In stock includes backorders, as WooCommerce's is_in_stock does; active is visible and purchasable.
 */
export function variationFlags(row: {
  stockStatus: StockStatus;
  purchasable: boolean;
  visible: boolean;
}): Pick<Variation, 'isInStock' | 'isPurchasable' | 'isVisible' | 'isActive'> {
  return {
    isInStock: row.stockStatus !== 'outofstock',
    isPurchasable: row.purchasable,
    isVisible: row.visible,
    isActive: row.visible && row.purchasable,
  };
}

/**
 * The most a shopper may buy in one go: 1 when sold individually; otherwise the lower of the stored maximum and the
 * managed stock (while in stock: a backorder is not capped by stock); null when nothing limits it.
 */
export function maxPurchaseQuantity(row: {
  maxQty: number | null;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  soldIndividually: boolean;
}): number | null {
  if (row.soldIndividually) return 1;
  const stockCap =
    row.stockStatus === 'instock' && row.stockQuantity !== null && row.stockQuantity > 0 ? row.stockQuantity : null;
  const caps = [row.maxQty, stockCap].filter((n): n is number => n !== null);
  return caps.length === 0 ? null : Math.min(...caps);
}
