/** A stored product's pieces → the API's shapes: variations, gallery pictures, dimensions, paragraphs. */
import type { Locale } from '@domain/locales';
import { simplePrice } from '@domain/pricing';
import {
  type Dimensions,
  type GalleryImage,
  type Variation,
  maxPurchaseQuantity,
  variationFlags,
} from '@domain/variations/index';
import type { Db } from '../../../db/client';
import { toGalleryImage } from '../../media/images';
import { renditionsOf } from '../../media/repository';
import type { ProductImageRow, ProductRow, VariationRow } from '../repository/product';

/**
 * Above this many variations the product page gets `variations: false` and asks the server for each combination
 * (WooCommerce's default threshold is the same 30).
 */
export const VARIATION_LIST_LIMIT = 30;

/** Only string values: the rules read '' as 'any', and a stored non-string would match nothing sensible. */
function cleanAttributes(stored: unknown): Record<string, string> {
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export interface VariationContext {
  product: Pick<ProductRow, 'sku' | 'soldIndividually' | 'weightGrams'> & { dimensionsMm: Dimensions | null };
  locale: Locale;
  now: Date;
  /** The gallery picture of an asset (with its alt), or null. */
  image: (assetId: number) => GalleryImage | null;
}

/** A stored variation → the API's variation object (the domain's Variation). */
export function toVariation(row: VariationRow, ctx: VariationContext): Variation {
  const price = simplePrice(row, ctx.now);
  const { product } = ctx;
  const image = row.imageAssetId === null ? null : ctx.image(row.imageAssetId);
  return {
    id: row.id,
    attributes: cleanAttributes(row.attributes),
    sku: row.sku ?? product.sku,
    price,
    onSale: price.sale !== null,
    stockStatus: row.stockStatus,
    stockQuantity: row.stockQuantity,
    ...variationFlags(row),
    soldIndividually: product.soldIndividually,
    minQty: row.minQty,
    maxQty: maxPurchaseQuantity({ ...row, soldIndividually: product.soldIndividually }),
    weightGrams: row.weightGrams ?? product.weightGrams,
    dimensionsMm: dimensionsOf(row) ?? product.dimensionsMm,
    description: row.description?.[ctx.locale] ?? '',
    imageId: image ? image.id : null,
    image,
  };
}

/**
 * Gallery pictures of the given assets; the alt is the product picture row's for that asset in `locale`, else the
 * product's name.
 */
export async function galleryImages(
  db: Db,
  assetIds: number[],
  rows: ProductImageRow[],
  locale: Locale,
  productName: string,
) {
  const renditions = await renditionsOf(db, assetIds);
  const altOf = (assetId: number) => rows.find((r) => r.assetId === assetId)?.alt?.[locale] || productName;
  return (assetId: number) => toGalleryImage(assetId, renditions.get(assetId), altOf(assetId));
}

/** Length × width × height when all three are known. */
export function dimensionsOf(row: {
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}): Dimensions | null {
  if (row.lengthMm === null || row.widthMm === null || row.heightMm === null) return null;
  return { length: row.lengthMm, width: row.widthMm, height: row.heightMm };
}

/** Plain text whose paragraphs are separated by blank lines → the paragraphs. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
