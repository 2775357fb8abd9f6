import type { StockStatus } from './stock';

/**
 * What a product is, as the catalogue answers it. 'grouped': a page gathering other products, each bought on its own
 * (it never goes into a cart); 'external': sold on another site, its button leads there (never in a cart either).
 */
export const PRODUCT_TYPES = ['simple', 'variable', 'bundle', 'grouped', 'external'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType =>
  (PRODUCT_TYPES as readonly unknown[]).includes(value);

/**
 * What a product's button does where it is shown on its own (a card, a grouped product's row), as WooCommerce's
 * loop buttons: an external product's link to its seller, a grouped product's 'View products' (its page), 'Read
 * more' when out of stock, 'Select options' for a product whose choices are made on its page (a variable product,
 * a bundle), else 'Add to cart'.
 */
export type ProductAction = 'add-to-cart' | 'select-options' | 'read-more' | 'view-products' | 'external';

export function productAction(type: ProductType, stockStatus: StockStatus): ProductAction {
  if (type === 'external') return 'external';
  if (type === 'grouped') return 'view-products';
  if (stockStatus === 'outofstock') return 'read-more';
  return type === 'simple' ? 'add-to-cart' : 'select-options';
}
