import type { Locale } from '@domain/locales';
import {
  type AttributeTerms,
  type Selection,
  type Variation,
  attributeParam,
  findVariation,
  missingAttributes,
  parseVariationQuery,
} from '@domain/variations/index';
import type { Db } from '../../../db/client';
import { type FieldError, HttpProblem } from '../../../http/problems';
import { loadProductAttributes, loadProductImages, loadProductRow, loadVisibleVariations } from '../repository/product';
import { dimensionsOf, galleryImages, toVariation } from './shape';

const PARAM_MESSAGES: Record<string, string> = {
  unknown_attribute: 'The product has no variations by this attribute.',
  invalid_value: 'The product does not offer this term.',
  invalid_format: 'Give each attribute once.',
  required: 'Choose a term for every attribute.',
};

/** The lookup's choices from its query, or a 400 naming each faulty or missing attribute_ parameter. */
export function lookupSelection(query: Record<string, unknown>, attributes: AttributeTerms[]): Selection {
  const params = Object.fromEntries(
    Object.entries(query).filter(
      (e): e is [string, string | string[]] => typeof e[1] === 'string' || Array.isArray(e[1]),
    ),
  );
  const { selection, errors } = parseVariationQuery(params, attributes);
  const fieldErrors: FieldError[] = errors.map((e) => ({
    field: `query.${e.param}`,
    code: e.code,
    message: PARAM_MESSAGES[e.code]!,
  }));
  const faulty = new Set(errors.map((e) => e.param));
  for (const slug of missingAttributes(attributes, selection)) {
    const param = attributeParam(slug);
    if (!faulty.has(param))
      fieldErrors.push({ field: `query.${param}`, code: 'required', message: PARAM_MESSAGES.required! });
  }
  if (fieldErrors.length > 0)
    throw new HttpProblem(400, 'invalid_parameter', 'The variation choices are invalid.', { errors: fieldErrors });
  return selection;
}

export const productNotFound = (field: string, detail: string) =>
  new HttpProblem(404, 'product_not_found', detail, {
    errors: [{ field, code: 'not_found', message: 'No such product.' }],
  });

/**
 * The variation a complete choice stands for, found by the domain's findVariation over the product's visible
 * variations, or null. Every variation attribute must be given, once, with a term the product
 * offers; anything else is a 400 naming the parameter.
 */
export async function lookupVariation(
  db: Db,
  productId: number,
  locale: Locale,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<{ variation: Variation | null }> {
  const product = await loadProductRow(db, { id: productId }, locale);
  if (!product) throw productNotFound('params.id', `No product ${productId}.`);
  const attributes = (await loadProductAttributes(db, productId, locale)).filter((a) => a.usedForVariations);
  const selection = lookupSelection(query, attributes);
  if (product.type !== 'variable') return { variation: null };
  const row = findVariation(await loadVisibleVariations(db, productId), attributes, selection);
  if (!row) return { variation: null };
  const images = row.imageAssetId === null ? [] : await loadProductImages(db, productId);
  const image = await galleryImages(
    db,
    row.imageAssetId === null ? [] : [row.imageAssetId],
    images,
    locale,
    product.name,
  );
  return {
    variation: toVariation(row, { product: { ...product, dimensionsMm: dimensionsOf(product) }, locale, now, image }),
  };
}
