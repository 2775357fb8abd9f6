import type { ResponsiveImage } from '@domain/media';
import { isProductType } from '@domain/product-type';
import { isLocale } from '@domain/locales';
import { STOCK_STATUSES, type StockStatus } from '@domain/stock';
import type { CardPrice } from '@domain/pricing';
import type { GroupedItem } from './types';

/**
 * A grouped product's items and an external product's link, from the product answer. Tolerant as toProduct is: an
 * item without an id or a slug is left out, a missing field gets a safe default.
 */

type Wire = Record<string, unknown>;

const isObject = (value: unknown): value is Wire =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const int = (value: unknown, fallback = 0): number => (Number.isSafeInteger(value) ? (value as number) : fallback);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** An http(s) address, else null: a link never leads to a `javascript:` address, whatever the answer holds. */
export function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** Non-blank button words, else null (the shop's own words then). */
export const buttonWords = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function toPrice(wire: unknown): CardPrice {
  const p = isObject(wire) ? wire : {};
  const regular = int(p.regular);
  const sale = Number.isSafeInteger(p.sale) ? (p.sale as number) : null;
  const paid = sale ?? regular;
  return { regular, sale, min: int(p.min, paid), max: int(p.max, paid) };
}

function toImage(wire: unknown): ResponsiveImage | null {
  if (!isObject(wire) || typeof wire.src !== 'string') return null;
  return {
    src: wire.src,
    srcset: str(wire.srcset),
    sizes: str(wire.sizes),
    width: int(wire.width),
    height: int(wire.height),
    alt: str(wire.alt),
  };
}

/** One item (a listing card on the wire) → GroupedItem, or null without an id or a slug. */
export function toGroupedItem(wire: unknown): GroupedItem | null {
  if (!isObject(wire) || !Number.isSafeInteger(wire.id) || typeof wire.slug !== 'string') return null;
  const price = toPrice(wire.price);
  return {
    id: wire.id as number,
    slug: wire.slug,
    type: isProductType(wire.type) ? wire.type : 'simple',
    name: str(wire.name, wire.slug),
    textLocale: isLocale(wire.textLocale) ? wire.textLocale : null,
    price,
    onSale: typeof wire.onSale === 'boolean' ? wire.onSale : price.sale !== null,
    stockStatus: (STOCK_STATUSES as readonly unknown[]).includes(wire.stockStatus)
      ? (wire.stockStatus as StockStatus)
      : 'outofstock',
    image: toImage(wire.image),
    externalUrl: wire.type === 'external' ? webAddress(wire.externalUrl) : null,
    buttonText: wire.type === 'external' ? buttonWords(wire.buttonText) : null,
  };
}

export const toGroupedItems = (value: unknown): GroupedItem[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => toGroupedItem(item) ?? []);
