import { chosenTerm } from './match';
import type { AttributeTerms, Selection } from './types';

/**
 * Variation choices in an address (choosing a variation rewrites the query to attribute=value pairs, replacing the
 * current history entry; resetting a variation removes its parameter): one `attribute_<attribute slug>=<term slug>`
 * pair per chosen attribute. The product page's address, its share link and the server's variation lookup all use this
 * form, read and written here only.
 */
export const ATTRIBUTE_PARAM_PREFIX = 'attribute_';

export const attributeParam = (attribute: string): string => ATTRIBUTE_PARAM_PREFIX + attribute;

export type VariationParamErrorCode = 'unknown_attribute' | 'invalid_value' | 'invalid_format';

export interface VariationParamError {
  /** The parameter as written: 'attribute_colour'. */
  param: string;
  code: VariationParamErrorCode;
}

type ParamSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function attributeEntries(source: ParamSource): Array<[string, string[]]> {
  const grouped = new Map<string, string[]>();
  const add = (key: string, value: string) => grouped.set(key, [...(grouped.get(key) ?? []), value]);
  if (source instanceof URLSearchParams) source.forEach((value, key) => add(key, value));
  else
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      for (const v of typeof value === 'string' ? [value] : value) add(key, v);
    }
  return [...grouped].filter(([key]) => key.startsWith(ATTRIBUTE_PARAM_PREFIX));
}

/**
 * Reads the variation choices of an address or a query. A parameter for an attribute the product does not vary by
 * is 'unknown_attribute'; a term the attribute does not offer is 'invalid_value'; a repeated parameter is
 * 'invalid_format'. An empty value means 'not chosen'. Faulty parameters are left out of `selection`: the page
 * ignores them (a stale shared link still opens the product), the server answers 400 naming them.
 */
export function parseVariationQuery(
  source: ParamSource,
  attributes: readonly AttributeTerms[],
): { selection: Selection; errors: VariationParamError[] } {
  const selection: Record<string, string> = {};
  const errors: VariationParamError[] = [];
  for (const [param, values] of attributeEntries(source)) {
    const attribute = attributes.find((a) => attributeParam(a.slug) === param);
    if (!attribute) errors.push({ param, code: 'unknown_attribute' });
    else if (values.length > 1) errors.push({ param, code: 'invalid_format' });
    else if (values[0] !== '' && !attribute.terms.some((t) => t.slug === values[0]))
      errors.push({ param, code: 'invalid_value' });
    else if (values[0] !== '') selection[attribute.slug] = values[0]!;
  }
  return { selection, errors };
}

/** The chosen attributes as query parameters, in attribute order (the lookup request's parameters). */
export function variationParams(attributes: readonly AttributeTerms[], selection: Selection): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { slug } of attributes)
    if (chosenTerm(selection, slug) !== '') params[attributeParam(slug)] = chosenTerm(selection, slug);
  return params;
}

/**
 * The address query after a change: every `attribute_*` parameter removed, then one per chosen attribute appended in
 * attribute order; other parameters are kept as they were. Returns '' or '?…', ready for history.replaceState.
 * With an empty selection (reset) the attribute parameters are simply gone.
 */
export function writeVariationQuery(
  search: string,
  attributes: readonly AttributeTerms[],
  selection: Selection,
): string {
  const params = new URLSearchParams(search);
  for (const key of [...new Set(params.keys())]) if (key.startsWith(ATTRIBUTE_PARAM_PREFIX)) params.delete(key);
  for (const [key, value] of Object.entries(variationParams(attributes, selection))) params.append(key, value);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The share field's address: the product's address with the current choices, updated on every choice. */
export function variationShareUrl(
  productUrl: string,
  attributes: readonly AttributeTerms[],
  selection: Selection,
): string {
  const hashAt = productUrl.indexOf('#');
  const withoutHash = hashAt === -1 ? productUrl : productUrl.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutHash.slice(queryAt);
  return path + writeVariationQuery(search, attributes, selection) + (hashAt === -1 ? '' : productUrl.slice(hashAt));
}
