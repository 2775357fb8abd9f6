/**
 * 'Frequently bought together' lists for the block's stories and tests: the recorded product answers (product-cases.ts)
 * wrapped into the endpoint's wire shape with settings of our own, served by a mock route for
 * `/api/catalogue/products/{id}/bought-together`, and the add-all-to-cart route. Not a story file.
 */
import type { Locale } from '@domain/locales';
import { isLocale } from '@domain/locales';
import type { BlockSettings } from '@features/bundles/model/bundle';
import { toProduct } from '@entities/product/model/product';
import type { ProductDetail, Variation } from '@entities/product/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import { PRODUCT_CASES } from '../../tests/support/fixtures/product-cases';
import type { MockRoute } from '../../tests/support/mock-fetch';

type Wire = Record<string, unknown>;

/** The recorded products a list is made of. */
export const TOGETHER_PRODUCTS = {
  /** The main product: babouches, variable by colour and size. */
  babouches: PRODUCT_CASES.variable,
  /** Simple, on sale (136.00 for 195.00), 11 in stock. */
  mug: PRODUCT_CASES.simple,
  /** Simple, sold individually, 10,875.00. */
  rug: PRODUCT_CASES.soldIndividually,
  /** Variable by size only (a dropdown); 'small' is out of stock. */
  silkRug: PRODUCT_CASES.variableSoldIndividually,
  /** Variable by colour (swatches) and size. */
  saleMug: PRODUCT_CASES.anySize,
} as const;
export type TogetherProduct = keyof typeof TOGETHER_PRODUCTS;

/** Babouches in indigo, size 38: on sale (262.00 for 350.00), the main form's usual choice in the stories. */
export const INDIGO_38 = 262;
/** Babouches in terracotta, size 40: the variation with a list of its own in the stories. */
export const TERRACOTTA_40 = 258;

export interface StoryCompanion {
  product: TogetherProduct;
  /** Base quantity (o_qty); 1 by default. */
  quantity?: number;
  /** '100%' by default. */
  newPrice?: string;
  /** Said after its price, in each locale. */
  priceSuffix?: Record<Locale, string>;
  /** Ticked when the page opens (the shop's choice); true in the stories unless said. */
  checked?: boolean;
}

export interface StoryTogether {
  settings?: Partial<BlockSettings>;
  /** Said after the main product's price and the total, in each locale (the settings' priceSuffix). */
  priceSuffix?: Record<Locale, string>;
  items: StoryCompanion[];
  /** Lists of the main product's variations (their ids are the list's variationsWithList). */
  variationLists?: Record<number, StoryCompanion[]>;
}

export const DEFAULT_BLOCK_SETTINGS: BlockSettings = {
  selection: 'multiple',
  atcButton: 'separate',
  optional: false,
  syncQty: false,
  showPriceTotal: false,
  pricing: 'sale_price',
  ignoreThis: false,
  thisNewPrice: '100%',
  layout: 'carousel-2',
  variables: true,
  priceSuffix: '',
  position: null,
};

/** The usual list: a mug at 90%, a rug, and the two variable products at 95% and a fixed 150.00. */
export const STORY_COMPANIONS: StoryCompanion[] = [
  { product: 'mug', newPrice: '90%' },
  { product: 'rug' },
  { product: 'silkRug', newPrice: '95%' },
  { product: 'saleMug', newPrice: '150.00' },
];

const productWire = (which: TogetherProduct, locale: Locale) =>
  structuredClone(fixture<Wire>(`catalogue/product:${TOGETHER_PRODUCTS[which]}`, locale));

/** A recorded product as the client models it. */
export const togetherProduct = (which: TogetherProduct, locale: Locale): ProductDetail =>
  toProduct(productWire(which, locale));

/** One of the main product's variations. */
export function babouchesVariation(id: number, locale: Locale): Variation {
  const variation = togetherProduct('babouches', locale).variations?.find((v) => v.id === id);
  if (!variation) throw new Error(`No variation ${id}`);
  return variation;
}

/** Relation ids: 700 + position in the product's list, 800 + position in a variation's list. */
function companionsWire(items: StoryCompanion[], locale: Locale, base: number): Wire[] {
  return items.map((item, i) => ({
    id: base + i,
    quantity: item.quantity ?? 1,
    newPrice: item.newPrice ?? '100%',
    priceSuffix: item.priceSuffix?.[locale] ?? '',
    checked: item.checked ?? true,
    product: productWire(item.product, locale),
  }));
}

/** The endpoint's answer for the main product (babouches), or for one of its variations with a list of its own. */
export function togetherWire(story: StoryTogether, locale: Locale, variationId: number | null = null): Wire {
  const lists = story.variationLists ?? {};
  const own = variationId !== null && lists[variationId] ? variationId : null;
  const productId = fixture<Wire>(`catalogue/product:${TOGETHER_PRODUCTS.babouches}`, locale).id;
  return {
    productId,
    variationId: own,
    variationsWithList: Object.keys(lists).map(Number),
    settings: { ...DEFAULT_BLOCK_SETTINGS, ...story.settings, priceSuffix: story.priceSuffix?.[locale] ?? '' },
    items: own === null ? companionsWire(story.items, locale, 700) : companionsWire(lists[own]!, locale, 800),
  };
}

const localeOf = (request: Request): Locale => {
  const locale = new URL(request.url).searchParams.get('locale');
  return isLocale(locale) ? locale : 'en';
};

/** The list route, answering in the request's locale, per variation as the server does. */
export function togetherRoute(story: StoryTogether): MockRoute {
  return {
    path: /^\/api\/catalogue\/products\/\d+\/bought-together(\?|$)/,
    handler: (request) => {
      const variationId = new URL(request.url).searchParams.get('variationId');
      return { body: togetherWire(story, localeOf(request), variationId === null ? null : Number(variationId)) };
    },
  };
}

/** The companion at index 1 refused for lack of stock, as the server words it. */
export const TOGETHER_STOCK_PROBLEM = {
  type: 'urn:zellige:problem:insufficient_stock',
  title: 'Conflict',
  status: 409,
  code: 'insufficient_stock',
  detail: 'Only 1 in stock.',
  params: { available: 1, inCart: 0 },
  errors: [{ field: 'body.items.1.quantity', code: 'insufficient_stock', message: 'Only 1 in stock.' }],
};

/** Add all to cart: the recorded full cart, a refusal, or no answer (the busy state). */
export function addTogetherRoute(outcome: 'added' | 'refused' | 'pending' = 'added'): MockRoute {
  const path = '/api/cart/bought-together';
  if (outcome === 'pending') return { method: 'POST', path, delay: Infinity };
  if (outcome === 'refused') return { method: 'POST', path, status: 409, body: TOGETHER_STOCK_PROBLEM };
  return { method: 'POST', path, handler: (request) => ({ body: fixture('cart:full', localeOf(request)) }) };
}
