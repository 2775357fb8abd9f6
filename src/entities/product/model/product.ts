import { STOCK_STATUSES } from '@domain/stock';
import type { CardPrice } from '@domain/pricing';
import type { Dimensions, GalleryImage, StockStatus, Variation } from '@domain/variations';
import { isProductType } from '@domain/product-type';
import { isLocale } from '@domain/locales';
import type { ProductAttribute, ProductDetail, ProductTerm } from './types';
import { buttonWords, toGroupedItems, webAddress } from './grouped';

/**
 * Wire answers → client models. Tolerant: a missing or malformed field gets a safe default rather than breaking a
 * page (a list becomes empty, a flag false, a limit absent), so an older or newer server never crashes the view.
 */

type Wire = Record<string, unknown>;

const isObject = (value: unknown): value is Wire =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown, fallback = 0): number => (Number.isSafeInteger(value) ? (value as number) : fallback);
const intOrNull = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);
const bool = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const stock = (value: unknown): StockStatus =>
  (STOCK_STATUSES as readonly string[]).includes(value as string) ? (value as StockStatus) : 'outofstock';

function toPrice(wire: unknown): CardPrice {
  const p = isObject(wire) ? wire : {};
  const regular = int(p.regular);
  const sale = intOrNull(p.sale);
  const paid = sale ?? regular;
  return { regular, sale, min: int(p.min, paid), max: int(p.max, paid) };
}

function toDimensions(wire: unknown): Dimensions | null {
  if (!isObject(wire)) return null;
  const [length, width, height] = [intOrNull(wire.length), intOrNull(wire.width), intOrNull(wire.height)];
  return length === null || width === null || height === null ? null : { length, width, height };
}

function toSource(wire: unknown, fallback: { src: string; width: number; height: number }) {
  if (!isObject(wire) || typeof wire.src !== 'string') return fallback;
  return { src: wire.src, width: int(wire.width, fallback.width), height: int(wire.height, fallback.height) };
}

/** A gallery picture, or null without an id or a src. */
export function toGalleryImage(wire: unknown): GalleryImage | null {
  if (!isObject(wire) || !Number.isSafeInteger(wire.id) || typeof wire.src !== 'string') return null;
  const base = { src: wire.src, width: int(wire.width), height: int(wire.height) };
  return {
    id: wire.id as number,
    ...base,
    srcset: str(wire.srcset),
    sizes: str(wire.sizes),
    alt: str(wire.alt),
    full: toSource(wire.full, base),
    thumbnail: toSource(wire.thumbnail, base),
  };
}

const images = (value: unknown): GalleryImage[] => list(value).flatMap((g) => toGalleryImage(g) ?? []);

function toAttributes(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * A variation, or null without an id. Flags the wire lacks are derived as the server derives them (in stock unless
 * out of stock; active when visible and purchasable).
 */
export function toVariation(wire: unknown): Variation | null {
  if (!isObject(wire) || !Number.isSafeInteger(wire.id)) return null;
  const price = toPrice(wire.price);
  const stockStatus = stock(wire.stockStatus);
  const isPurchasable = bool(wire.isPurchasable);
  const isVisible = bool(wire.isVisible, true);
  const image = toGalleryImage(wire.image);
  return {
    id: wire.id as number,
    attributes: toAttributes(wire.attributes),
    sku: strOrNull(wire.sku),
    price,
    onSale: bool(wire.onSale, price.sale !== null),
    stockStatus,
    stockQuantity: intOrNull(wire.stockQuantity),
    isInStock: bool(wire.isInStock, stockStatus !== 'outofstock'),
    isPurchasable,
    isVisible,
    isActive: bool(wire.isActive, isVisible && isPurchasable),
    soldIndividually: bool(wire.soldIndividually),
    minQty: Math.max(1, int(wire.minQty, 1)),
    maxQty: intOrNull(wire.maxQty),
    weightGrams: intOrNull(wire.weightGrams),
    dimensionsMm: toDimensions(wire.dimensionsMm),
    description: str(wire.description),
    imageId: image ? image.id : intOrNull(wire.imageId),
    image,
  };
}

function toAttribute(wire: unknown, gallery: GalleryImage[]): ProductAttribute | null {
  if (!isObject(wire) || typeof wire.slug !== 'string') return null;
  const terms = list(wire.terms).flatMap((t): ProductTerm[] => {
    if (!isObject(t) || typeof t.slug !== 'string') return [];
    const imageId = intOrNull(t.imageId);
    const image = gallery.find((g) => g.id === imageId) ?? null;
    return [
      { slug: t.slug, name: str(t.name, t.slug), swatch: strOrNull(t.swatch), imageId: image ? imageId : null, image },
    ];
  });
  return {
    slug: wire.slug,
    name: str(wire.name, wire.slug),
    type: wire.type === 'colour' ? 'colour' : 'select',
    usedForVariations: bool(wire.usedForVariations),
    visible: bool(wire.visible, true),
    terms,
  };
}

/** The product answer (GET /api/catalogue/products/{slug}) → ProductDetail; `variations: false` becomes null. */
export function toProduct(wire: unknown): ProductDetail {
  const w = isObject(wire) ? wire : {};
  const gallery = images(w.gallery);
  const attributes = list(w.attributes).flatMap((a) => toAttribute(a, gallery) ?? []);
  const variations = w.variations === false ? null : list(w.variations).flatMap((v) => toVariation(v) ?? []);
  const quantity = isObject(w.quantity) ? w.quantity : {};
  const rating = isObject(w.rating) ? w.rating : {};
  const variationImages: Record<string, GalleryImage[]> = {};
  if (isObject(w.variationImages)) {
    for (const [id, slides] of Object.entries(w.variationImages)) {
      const parsed = images(slides);
      if (parsed.length > 0) variationImages[id] = parsed;
    }
  }
  return {
    id: int(w.id),
    slug: str(w.slug),
    // An unknown type is shown as a simple product; a grouped or external one keeps its type (it is never bought as
    // itself).
    type: isProductType(w.type) ? w.type : 'simple',
    name: str(w.name),
    shortDescription: list(w.shortDescription).filter((p): p is string => typeof p === 'string'),
    description: list(w.description).filter((p): p is string => typeof p === 'string'),
    // Without it (an older answer), the texts are taken as the page's own.
    textLocale: isLocale(w.textLocale) ? w.textLocale : null,
    sku: strOrNull(w.sku),
    price: toPrice(w.price),
    onSale: bool(w.onSale),
    saleEndsAt: strOrNull(w.saleEndsAt),
    stockStatus: stock(w.stockStatus),
    stockQuantity: intOrNull(w.stockQuantity),
    purchasable: bool(w.purchasable),
    soldIndividually: bool(w.soldIndividually),
    quantity: { min: Math.max(1, int(quantity.min, 1)), max: intOrNull(quantity.max) },
    weightGrams: intOrNull(w.weightGrams),
    dimensionsMm: toDimensions(w.dimensionsMm),
    rating: { average: int(rating.average), count: int(rating.count) },
    breadcrumb: list(w.breadcrumb).flatMap((c) =>
      isObject(c) && typeof c.slug === 'string' ? [{ slug: c.slug, name: str(c.name, c.slug) }] : [],
    ),
    attributes,
    variationAttributes: attributes.filter((a) => a.usedForVariations),
    gallery,
    variations,
    variationCount: int(w.variationCount, variations?.length ?? 0),
    variationImages,
    externalUrl: w.type === 'external' ? webAddress(w.externalUrl) : null,
    buttonText: w.type === 'external' ? buttonWords(w.buttonText) : null,
    groupedItems: w.type === 'grouped' ? toGroupedItems(w.groupedItems) : [],
  };
}

/** The lookup answer (GET /api/catalogue/products/{id}/variation) → the variation, or null when nothing matched. */
export const toVariationLookup = (wire: unknown): Variation | null =>
  isObject(wire) ? toVariation(wire.variation) : null;
