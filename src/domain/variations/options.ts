import { attributesMatch, chosenTerm } from './match';
import type { AttributeTerms, MatchableVariation, Selection } from './types';

/** An option of an attribute's dropdown that is still offered. */
export interface OptionState {
  term: string;
  /** false: every variation it leads to is inactive (hidden or not purchasable); the option is shown disabled. */
  enabled: boolean;
  /** Enabled, but none of its active variations is in stock: shown, marked out of stock. */
  outOfStock: boolean;
}

/** The selection without one attribute: what the options of that attribute depend on. */
export function otherChoices(selection: Selection, attribute: string): Selection {
  const { [attribute]: _ignored, ...others } = selection;
  return others;
}

/** The variations an option of `attribute` would lead to, given the other choices. */
function attaching<V extends MatchableVariation>(
  variations: readonly V[],
  attribute: string,
  term: string,
  others: Selection,
): V[] {
  return variations.filter((v) => {
    const own = v.attributes[attribute] ?? '';
    return (own === '' || own === term) && attributesMatch(v.attributes, others);
  });
}

/**
 * The options one attribute offers given the other attributes' choices, in the attribute's term order:
 * - an option that leads to no variation is removed (absent from the result);
 * - one that leads only to inactive variations is disabled;
 * - one whose active variations are all out of stock is marked out of stock (a disabled one is not marked: it cannot
 *   be chosen anyway, and 'out of stock' would misname a hidden or unpurchasable combination).
 * `variations` null is the lookup mode (product_variations = false): the page knows no combinations, so every term
 * is offered, enabled and unmarked, as WooCommerce does without its list.
 */
export function attributeOptions(
  attribute: AttributeTerms,
  variations: readonly MatchableVariation[] | null,
  selection: Selection,
): OptionState[] {
  if (variations === null) return attribute.terms.map((t) => ({ term: t.slug, enabled: true, outOfStock: false }));
  const others = otherChoices(selection, attribute.slug);
  const out: OptionState[] = [];
  for (const { slug } of attribute.terms) {
    const reached = attaching(variations, attribute.slug, slug, others);
    if (reached.length === 0) continue;
    const active = reached.filter((v) => v.isActive);
    const enabled = active.length > 0;
    out.push({ term: slug, enabled, outOfStock: enabled && !active.some((v) => v.isInStock) });
  }
  return out;
}

/** attributeOptions for every attribute, keyed by attribute slug. */
export function allAttributeOptions(
  attributes: readonly AttributeTerms[],
  variations: readonly MatchableVariation[] | null,
  selection: Selection,
): Record<string, OptionState[]> {
  return Object.fromEntries(attributes.map((a) => [a.slug, attributeOptions(a, variations, selection)]));
}

/** A term can be chosen: it is offered and enabled. */
export const isChoosable = (options: readonly OptionState[], term: string): boolean =>
  options.some((o) => o.term === term && o.enabled);

/** One swatch term's states: enabled, disabled, out-of-stock, selected. */
export interface SwatchState {
  term: string;
  /** Not enabled. Disabled terms ignore clicks. */
  disabled: boolean;
  outOfStock: boolean;
  selected: boolean;
}

/**
 * The swatch rule, step by step: every term of the attribute is first disabled; it is then enabled if its option is
 * enabled, and marked out of stock if its option is out of stock. Unlike a dropdown, swatches keep every term on
 * screen: a removed option's term stays, disabled.
 */
export function swatchStates(
  attribute: AttributeTerms,
  options: readonly OptionState[],
  selection: Selection,
): SwatchState[] {
  const chosen = chosenTerm(selection, attribute.slug);
  return attribute.terms.map(({ slug }) => {
    const option = options.find((o) => o.term === slug);
    return {
      term: slug,
      disabled: !option?.enabled,
      outOfStock: option?.outOfStock === true,
      selected: slug === chosen,
    };
  });
}
