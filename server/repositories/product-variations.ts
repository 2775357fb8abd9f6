import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../src/domain/locales';
import { simplePrice } from '../../src/domain/pricing';
import {
  type AttributeTerms,
  type Dimensions,
  type GalleryImage,
  type Selection,
  type Variation,
  attributeParam,
  findVariation,
  maxPurchaseQuantity,
  missingAttributes,
  parseVariationQuery,
  variationFlags,
} from '../../src/domain/variations/index';
import type { Db } from '../db/client';
import { variations } from '../db/schema/index';
import { type FieldError, HttpProblem } from '../http/problems';
import { type ProductImageRow, type ProductRow, dimensionsOf, loadProductAttributes, loadProductImages, loadProductRow } from './product-parts';
import { renditionsOf, toGalleryImage } from './media';

/**
 * Above this many variations the product page gets `variations: false` and asks the server for each combination
 * (the spec's product_variations = false; WooCommerce's default threshold is the same 30).
 */
export const VARIATION_LIST_LIMIT = 30;

export type VariationRow = Awaited<ReturnType<typeof loadVisibleVariations>>[number];

/**
 * The product's visible variations in menu order. Hidden ones never leave the server: they are not offered, not
 * matched by a lookup, and an option only they would reach is removed (as WooCommerce hides invisible variations).
 */
export function loadVisibleVariations(db: Db, productId: number) {
  return db
    .select()
    .from(variations)
    .where(and(eq(variations.productId, productId), eq(variations.visible, true)))
    .orderBy(asc(variations.menuOrder), asc(variations.id));
}

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

/** A stored variation → the spec's variation object (domain Variation). */
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
export async function galleryImages(db: Db, assetIds: number[], rows: ProductImageRow[], locale: Locale, productName: string) {
  const renditions = await renditionsOf(db, assetIds);
  const altOf = (assetId: number) => rows.find((r) => r.assetId === assetId)?.alt?.[locale] || productName;
  return (assetId: number) => toGalleryImage(assetId, renditions.get(assetId), altOf(assetId));
}

const PARAM_MESSAGES: Record<string, string> = {
  unknown_attribute: 'The product has no variations by this attribute.',
  invalid_value: 'The product does not offer this term.',
  invalid_format: 'Give each attribute once.',
  required: 'Choose a term for every attribute.',
};

/** The lookup's choices from its query, or a 400 naming each faulty or missing attribute_ parameter. */
export function lookupSelection(query: Record<string, unknown>, attributes: AttributeTerms[]): Selection {
  const params = Object.fromEntries(Object.entries(query).filter((e): e is [string, string | string[]] => typeof e[1] === 'string' || Array.isArray(e[1])));
  const { selection, errors } = parseVariationQuery(params, attributes);
  const fieldErrors: FieldError[] = errors.map((e) => ({ field: `query.${e.param}`, code: e.code, message: PARAM_MESSAGES[e.code]! }));
  const faulty = new Set(errors.map((e) => e.param));
  for (const slug of missingAttributes(attributes, selection)) {
    const param = attributeParam(slug);
    if (!faulty.has(param)) fieldErrors.push({ field: `query.${param}`, code: 'required', message: PARAM_MESSAGES.required! });
  }
  if (fieldErrors.length > 0) throw new HttpProblem(400, 'invalid_parameter', 'The variation choices are invalid.', { errors: fieldErrors });
  return selection;
}

export const productNotFound = (field: string, detail: string) =>
  new HttpProblem(404, 'product_not_found', detail, { errors: [{ field, code: 'not_found', message: 'No such product.' }] });

/**
 * Spec §7 get_variation: the variation a complete choice stands for, found by the domain's findVariation over the
 * product's visible variations, or null. Every variation attribute must be given, once, with a term the product
 * offers; anything else is a 400 naming the parameter.
 */
export async function lookupVariation(db: Db, productId: number, locale: Locale, query: Record<string, unknown>, now = new Date()): Promise<{ variation: Variation | null }> {
  const product = await loadProductRow(db, { id: productId }, locale);
  if (!product) throw productNotFound('params.id', `No product ${productId}.`);
  const attributes = (await loadProductAttributes(db, productId, locale)).filter((a) => a.usedForVariations);
  const selection = lookupSelection(query, attributes);
  if (product.type !== 'variable') return { variation: null };
  const row = findVariation(await loadVisibleVariations(db, productId), attributes, selection);
  if (!row) return { variation: null };
  const images = row.imageAssetId === null ? [] : await loadProductImages(db, productId);
  const image = await galleryImages(db, row.imageAssetId === null ? [] : [row.imageAssetId], images, locale, product.name);
  return { variation: toVariation(row, { product: { ...product, dimensionsMm: dimensionsOf(product) }, locale, now, image }) };
}
