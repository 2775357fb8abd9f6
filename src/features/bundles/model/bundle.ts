/**
 * A bundle and a product's 'frequently bought together' list as the client holds them: each item is a whole
 * ProductDetail (price, stock, attributes, variations), so the bundle form and the block choose variations and price
 * with the same rules as the product page and the cart.
 */
import type { BundleRules } from '@domain/bundles';
import { BLOCK_POSITIONS, type BlockPosition } from '@domain/settings';
import type { ProductDetail } from '@entities/product/model/types';
import { toProduct } from '@entities/product/model/product';

export interface BundleItem {
  /** What the cart receives as itemId. */
  id: number;
  /** Default units per bundle (what a fixed bundle holds). */
  quantity: number;
  minQty: number;
  /** null: no maximum. */
  maxQty: number | null;
  /** The variation the bundle names; null lets the shopper choose (variable items). */
  variationId: number | null;
  product: ProductDetail;
}

export interface Bundle {
  productId: number;
  rules: BundleRules & { variables: boolean };
  priceSuffix: string;
  /** The bundle product's own price: what a fixed-price bundle sells for. */
  own: { price: number; regularPrice: number };
  items: BundleItem[];
}

export type BlockLayout = 'carousel-2' | 'carousel-3' | 'carousel-4';

export interface BlockSettings {
  selection: 'multiple' | 'single';
  atcButton: 'main' | 'both' | 'separate';
  /** The shopper may change the companions' quantities. */
  optional: boolean;
  /** Companion quantities follow the main quantity (each its own times it). */
  syncQty: boolean;
  /** Prices shown for the whole quantity rather than one unit. */
  showPriceTotal: boolean;
  pricing: 'sale_price' | 'regular_price';
  /** The main product is not an item of the block. */
  ignoreThis: boolean;
  /** The main product's new price when bought with companions ('100%', '95%', '150.00'). */
  thisNewPrice: string;
  /** null: the store's layout. */
  layout: BlockLayout | null;
  /** Variable companions offer their variation choice; off, they are bought from their own page. */
  variables: boolean;
  /** Said after the main product's price and the total ('' for none). */
  priceSuffix: string;
  /** null: the store's position. */
  position: BlockPosition | null;
}

export interface Companion {
  /** The relation: what the cart receives as relationId. */
  id: number;
  /** Base quantity (o_qty). */
  quantity: number;
  newPrice: string;
  /** Said after the companion's price ('' for none). */
  priceSuffix: string;
  /** Ticked when the page opens: the shop chose it (otherwise the shopper ticks it). */
  checked: boolean;
  product: ProductDetail;
}

export interface BoughtTogether {
  productId: number;
  /** The variation whose own list this is; null for the product's list. */
  variationId: number | null;
  /** Variations of the product that have a list of their own: choosing one reloads the list. */
  variationsWithList: number[];
  settings: BlockSettings;
  items: Companion[];
}

type Wire = Record<string, unknown>;
const isObject = (v: unknown): v is Wire => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Wire => (isObject(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown) => v === true;
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

export function toBundle(wire: unknown): Bundle {
  const w = obj(wire);
  const r = obj(w.rules);
  const own = obj(w.own);
  return {
    productId: num(w.productId),
    rules: {
      discount: num(r.discount),
      discountAmount: num(r.discountAmount),
      fixedPrice: bool(r.fixedPrice),
      optional: bool(r.optional),
      variables: r.variables !== false,
      excludeUnpurchasable: bool(r.excludeUnpurchasable),
      min: num(r.min),
      max: num(r.max),
      totalMin: num(r.totalMin),
      totalMax: num(r.totalMax),
    },
    priceSuffix: str(w.priceSuffix),
    own: { price: num(own.price), regularPrice: num(own.regularPrice) },
    items: list(w.items)
      .filter(isObject)
      .map((i) => ({
        id: num(i.id),
        quantity: num(i.quantity),
        minQty: num(i.minQty),
        maxQty: numOrNull(i.maxQty),
        variationId: numOrNull(i.variationId),
        product: toProduct(i.product),
      })),
  };
}

export function toBoughtTogether(wire: unknown): BoughtTogether {
  const w = obj(wire);
  const s = obj(w.settings);
  const layout =
    s.layout === null ? null : oneOf(['carousel-2', 'carousel-3', 'carousel-4'] as const, s.layout, 'carousel-2');
  return {
    productId: num(w.productId),
    variationId: numOrNull(w.variationId),
    variationsWithList: list(w.variationsWithList).filter((v): v is number => typeof v === 'number'),
    settings: {
      selection: oneOf(['multiple', 'single'] as const, s.selection, 'multiple'),
      atcButton: oneOf(['main', 'both', 'separate'] as const, s.atcButton, 'main'),
      optional: bool(s.optional),
      syncQty: bool(s.syncQty),
      showPriceTotal: bool(s.showPriceTotal),
      pricing: oneOf(['sale_price', 'regular_price'] as const, s.pricing, 'sale_price'),
      ignoreThis: bool(s.ignoreThis),
      thisNewPrice: str(s.thisNewPrice, '100%'),
      layout,
      variables: s.variables !== false,
      priceSuffix: str(s.priceSuffix),
      position:
        s.position === null || s.position === undefined ? null : oneOf(BLOCK_POSITIONS, s.position, 'below_summary'),
    },
    items: list(w.items)
      .filter(isObject)
      .map((i) => ({
        id: num(i.id),
        quantity: Math.max(1, num(i.quantity, 1)),
        newPrice: str(i.newPrice, '100%'),
        priceSuffix: str(i.priceSuffix),
        checked: bool(i.checked),
        product: toProduct(i.product),
      })),
  };
}
