import { useMemo, useState } from 'react';
import {
  attributeOptions,
  cardButtonLabel,
  chooseTerm,
  chosenTerm,
  findVariation,
  isSelectionComplete,
  selectionPrice,
  settleSelection,
  swatchStates,
  EMPTY_SELECTION,
  type AttributeTerms,
  type Selection,
  type SwatchState,
  type Variation,
} from '@domain/variations';
import { productAction } from '@domain/product-type';
import type { CardProduct } from '@entities/product/model/types';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetProductQuery, useGetVariationQuery } from '@entities/product/api';

/** The colour's key among the card's picks until the product's colour attribute is known (its variations fetched). */
export const COLOUR_PICK = '#colour';

interface Picks {
  /** Attribute slug → term; the colour under COLOUR_PICK. */
  terms: Selection;
  /** The key picked last: the settling rule lets the shopper's latest choice win. */
  changed?: string;
}

const NO_PICKS: Picks = { terms: EMPTY_SELECTION };

/**
 * A listing card's choice: a colour and the product's other attributes (sizes, materials) picked on the card,
 * settled and matched by the same domain rules as the product page, against the product's variations, fetched when
 * the shopper first reaches the card's controls (or looked up on the server above the list limit). Once every
 * attribute is chosen the matched variation is the card's: its price, picture and 'Add to cart'.
 */
export function useCardChoice(product: CardProduct) {
  const locale = useLocale();
  const variable = product.type === 'variable';
  const [engaged, setEngaged] = useState(false);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const detail = useGetProductQuery({ slug: product.slug, locale }, { skip: !engaged || !variable });
  const data = detail.data;
  const attributes = data?.variationAttributes ?? [];
  const variations = data?.variations ?? null;
  const colourAttribute = attributes.find(
    (a) => a.type === 'colour' && a.terms.some((t) => product.colours.some((c) => c.slug === t.slug)),
  );
  const keyOf = (key: string) => (key === COLOUR_PICK ? (colourAttribute?.slug ?? COLOUR_PICK) : key);
  // Memoised, so what the card is told (price, picture) keeps its identity while the choice does.
  const selection: Selection = useMemo(() => {
    if (!data || Object.keys(picks.terms).length === 0) return EMPTY_SELECTION;
    const colour = colourAttribute?.slug;
    const mapped = Object.fromEntries(
      Object.entries(picks.terms).map(([key, term]) => [key === COLOUR_PICK && colour ? colour : key, term]),
    );
    const changed = picks.changed === COLOUR_PICK ? colour : picks.changed;
    return settleSelection(data.variationAttributes, data.variations, mapped, changed);
  }, [data, colourAttribute, picks]);
  const complete = attributes.length > 0 && isSelectionComplete(attributes, selection);
  const lookupNeeded = complete && variations === null;
  const lookup = useGetVariationQuery({ productId: product.id, locale, selection }, { skip: !lookupNeeded });
  const variation: Variation | null = !complete
    ? null
    : variations
      ? findVariation(variations, attributes, selection)
      : (lookup.data ?? null);
  const resolved = complete && (variations !== null || (!lookup.isFetching && (lookup.isSuccess || lookup.isError)));
  // 'Not found: the card resets' — a choice no variation fits is dropped.
  if (resolved && !variation && picks !== NO_PICKS) setPicks(NO_PICKS);

  /** What the card shows chosen for a key: the settled selection once known, the pick before. */
  const chosen = (key: string) => (data ? chosenTerm(selection, keyOf(key)) : (picks.terms[key] ?? ''));
  const statesOf = (key: string, attribute: AttributeTerms | undefined, terms: readonly string[]): SwatchState[] =>
    attribute
      ? swatchStates(attribute, attributeOptions(attribute, variations, selection), selection)
      : terms.map((term) => ({ term, disabled: false, outOfStock: false, selected: chosen(key) === term }));

  const colourStates = statesOf(
    COLOUR_PICK,
    colourAttribute,
    product.colours.map((c) => c.slug),
  );
  const optionStates = product.options.map((option) => ({
    option,
    states: statesOf(
      option.attribute,
      attributes.find((a) => a.slug === option.attribute),
      option.terms.map((t) => t.slug),
    ),
  }));

  // A chosen colour already swaps the picture and price (the range it still allows); the whole
  // variation, once matched, gives its own.
  const colour = chosen(COLOUR_PICK);
  const termImage = colourAttribute?.terms.find((t) => t.slug === colour)?.image ?? null;
  const rangePrice = useMemo(() => selectionPrice(variations, selection), [variations, selection]);
  const anyChosen = Object.keys(picks.terms).length > 0;
  const shownPrice = variation?.price ?? (anyChosen ? rangePrice : null);
  const shownImage = variation?.image ?? termImage;
  const shown = shownPrice || shownImage ? { price: shownPrice, image: shownImage } : null;

  // A bundle's products are chosen on its page, a grouped product's too ('View products'); an external product's
  // button leads to its seller ('Read more' to its page when it has no usable address).
  const ownAction = productAction(product.type, product.stockStatus);
  const ownLabel = ownAction === 'external' && product.externalUrl === null ? 'read-more' : ownAction;
  return {
    attributes,
    /** The colour swatches' states, then each other attribute's buttons. */
    states: colourStates,
    options: optionStates,
    selection,
    variation,
    /** The price and picture the card shows for the choice (null: its own). */
    shown,
    /** The choice is still being checked against the variations. */
    pending: anyChosen && !resolved && (detail.isFetching || lookup.isFetching),
    label: variable ? cardButtonLabel(complete, variation) : ownLabel,
    /** Something is chosen on the card ('Clear' shows). */
    chosen: anyChosen,
    /** Starts fetching the variations (pointer over, or focus in, the card's controls). */
    engage: () => setEngaged(true),
    /**
     * A swatch or button press (the colour under COLOUR_PICK): selects the term, or unselects it when it is the
     * chosen one. Starts from the settled choice, so a term the rules filled in or cleared stays so.
     */
    toggle: (key: string, term: string) => {
      setEngaged(true);
      const current: Selection = data
        ? Object.fromEntries(
            Object.entries(selection).map(([attribute, t]) => [
              attribute === colourAttribute?.slug ? COLOUR_PICK : attribute,
              t,
            ]),
          )
        : picks.terms;
      const next = chooseTerm(current, key, (current[key] ?? '') === term ? '' : term);
      setPicks({ terms: next, changed: key });
    },
    reset: () => setPicks(NO_PICKS),
  };
}
