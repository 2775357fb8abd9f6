import type { AttributeTerms, Selection, Variation, VariationAttributes } from './types';

/** The term chosen for an attribute, or '' when none is. */
export const chosenTerm = (selection: Selection, attribute: string): string => selection[attribute] ?? '';

/**
 * Whether a variation fits a (possibly partial) selection — WooCommerce's isMatch: for every attribute of the
 * variation, the variation says 'any' (''), or nothing is chosen for it, or both name the same term.
 */
export function attributesMatch(variation: VariationAttributes, selection: Selection): boolean {
  for (const [attribute, term] of Object.entries(variation)) {
    const chosen = chosenTerm(selection, attribute);
    if (term !== '' && chosen !== '' && term !== chosen) return false;
  }
  return true;
}

/** Every variation that fits the selection, in list order (the order the shop set, menu order first). */
export function matchingVariations<V extends { attributes: VariationAttributes }>(
  variations: readonly V[],
  selection: Selection,
): V[] {
  return variations.filter((v) => attributesMatch(v.attributes, selection));
}

/** The attributes (of `attributes`, in their order) that have no term chosen. */
export function missingAttributes(attributes: readonly AttributeTerms[], selection: Selection): string[] {
  return attributes.filter((a) => chosenTerm(selection, a.slug) === '').map((a) => a.slug);
}

export const isSelectionComplete = (attributes: readonly AttributeTerms[], selection: Selection): boolean =>
  missingAttributes(attributes, selection).length === 0;

/** At least one attribute chosen: the reset link shows only then. */
export const hasChoice = (selection: Selection): boolean => Object.values(selection).some((term) => term !== '');

/**
 * The variation a complete selection stands for: the first in list order that fits, so an exact variation listed
 * before an 'any' one wins, and an 'any' one serves every term it covers. Null while an attribute is unchosen (the
 * variation is looked up only when all are chosen) or when nothing fits. The server's variation lookup calls
 * this very function on its own list.
 */
export function findVariation<V extends { attributes: VariationAttributes }>(
  variations: readonly V[],
  attributes: readonly AttributeTerms[],
  selection: Selection,
): V | null {
  if (!isSelectionComplete(attributes, selection)) return null;
  return variations.find((v) => attributesMatch(v.attributes, selection)) ?? null;
}

/**
 * The shopper's terms for the attributes a matched variation leaves as 'any': the cart needs them to say what was
 * bought (a 'blue, any size' variation added in size 40 is a blue size-40 line).
 */
export function anyAttributeTerms(
  variation: Pick<Variation, 'attributes'> | null,
  selection: Selection,
): Record<string, string> {
  if (!variation) return {};
  return Object.fromEntries(
    Object.entries(selection).filter(([attribute, term]) => term !== '' && !variation.attributes[attribute]),
  );
}
