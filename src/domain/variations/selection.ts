import { chosenTerm, hasChoice } from './match';
import { attributeOptions, isChoosable } from './options';
import type { AttributeTerms, MatchableVariation, Selection } from './types';

export const EMPTY_SELECTION: Selection = Object.freeze({});

/** The selection with its unchosen ('') entries dropped. */
export function compactSelection(selection: Selection): Selection {
  return Object.fromEntries(Object.entries(selection).filter(([, term]) => term !== ''));
}

/** Chooses `term` for `attribute`; '' clears it. The result holds only chosen attributes. */
export function chooseTerm(selection: Selection, attribute: string, term: string): Selection {
  const next: Record<string, string> = { ...compactSelection(selection) };
  delete next[attribute];
  if (term !== '') next[attribute] = term;
  return next;
}

/** A swatch click: selects the term, or unselects it when it is the selected one. */
export const toggleTerm = (selection: Selection, attribute: string, term: string): Selection =>
  chooseTerm(selection, attribute, chosenTerm(selection, attribute) === term ? '' : term);

/**
 * Brings a selection in line with what the product offers, after any change (a shopper's choice, the address at
 * load, the first check):
 * 1. a chosen term that is not an enabled option given the other choices still standing is cleared, as WooCommerce
 *    falls back to the placeholder. Attributes are checked in order, the one just `changed` last: the shopper's
 *    fresh choice wins over an older one it contradicts;
 * 2. then, when at least one attribute is chosen, each other unchosen attribute left with exactly one enabled option
 *    gets it (spec: 'If another attribute select has only one real option, that option is selected automatically';
 *    a disabled option cannot be chosen, so it is not a real one). Attributes are visited in order and each sees the
 *    choices made before it.
 * `changed` is the attribute the shopper just changed: it is never filled in automatically, so a shopper can unselect
 * an attribute that has a single option. An empty selection (nothing chosen, or just reset) is left empty: the rule
 * reacts to a choice, it does not make one.
 */
export function settleSelection(
  attributes: readonly AttributeTerms[],
  variations: readonly MatchableVariation[] | null,
  selection: Selection,
  changed?: string,
): Selection {
  let next = compactSelection(selection);
  const checkOrder = [...attributes.filter((a) => a.slug !== changed), ...attributes.filter((a) => a.slug === changed)];
  for (const attribute of checkOrder) {
    const term = chosenTerm(next, attribute.slug);
    if (term !== '' && !isChoosable(attributeOptions(attribute, variations, next), term))
      next = chooseTerm(next, attribute.slug, '');
  }
  // Terms of attributes the product does not vary by are dropped too.
  const known = new Set(attributes.map((a) => a.slug));
  for (const key of Object.keys(next)) if (!known.has(key)) next = chooseTerm(next, key, '');
  if (!hasChoice(next)) return next;

  for (const attribute of attributes) {
    if (attribute.slug === changed || chosenTerm(next, attribute.slug) !== '') continue;
    const enabled = attributeOptions(attribute, variations, next).filter((o) => o.enabled);
    if (enabled.length === 1) next = chooseTerm(next, attribute.slug, enabled[0]!.term);
  }
  return next;
}
