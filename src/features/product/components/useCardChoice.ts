import { useMemo, useState } from 'react';
import {
  attributeOptions,
  cardButtonLabel,
  findVariation,
  isSelectionComplete,
  selectionPrice,
  settleSelection,
  swatchStates,
  EMPTY_SELECTION,
  type Selection,
  type SwatchState,
  type Variation,
} from '@domain/variations';
import type { CardProduct } from '../model/types';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetProductQuery, useGetVariationQuery } from '../api';

/**
 * A listing card's choice: the colour the shopper picked on the card, settled
 * and matched by the same domain rules as the product page, against the product's variations, fetched when the
 * shopper first reaches the card's controls (or looked up on the server above the list limit). The card only offers
 * the colour; a product that also varies by another attribute with a choice to make stays 'Select options'.
 */
export function useCardChoice(product: CardProduct) {
  const locale = useLocale();
  const variable = product.type === 'variable';
  const [engaged, setEngaged] = useState(false);
  const [colour, setColour] = useState<string | null>(null);
  const detail = useGetProductQuery({ slug: product.slug, locale }, { skip: !engaged || !variable });
  const data = detail.data;
  const attributes = data?.variationAttributes ?? [];
  const variations = data?.variations ?? null;
  const colourAttribute = attributes.find(
    (a) => a.type === 'colour' && a.terms.some((t) => product.colours.some((c) => c.slug === t.slug)),
  );
  // Memoised, so what the card is told (price, picture) keeps its identity while the choice does.
  const selection: Selection = useMemo(
    () =>
      data && colourAttribute && colour
        ? settleSelection(
            data.variationAttributes,
            data.variations,
            { [colourAttribute.slug]: colour },
            colourAttribute.slug,
          )
        : EMPTY_SELECTION,
    [data, colourAttribute, colour],
  );
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
  if (colour && resolved && !variation) setColour(null);

  const states: SwatchState[] = colourAttribute
    ? swatchStates(colourAttribute, attributeOptions(colourAttribute, variations, selection), selection)
    : product.colours.map((c) => ({ term: c.slug, disabled: false, outOfStock: false, selected: c.slug === colour }));

  // A chosen colour already swaps the picture and price (the range it still allows); the whole
  // variation, once matched, gives its own.
  const termImage = colourAttribute?.terms.find((t) => t.slug === selection[colourAttribute.slug])?.image ?? null;
  const rangePrice = useMemo(() => selectionPrice(variations, selection), [variations, selection]);
  const shownPrice = variation?.price ?? (colour ? rangePrice : null);
  const shownImage = variation?.image ?? termImage;
  const shown = shownPrice || shownImage ? { price: shownPrice, image: shownImage } : null;

  // A bundle's products are chosen on its page.
  const simpleLabel =
    product.stockStatus === 'outofstock' ? 'read-more' : product.type === 'bundle' ? 'select-options' : 'add-to-cart';
  return {
    attributes,
    states,
    selection,
    variation,
    /** The price and picture the card shows for the choice (null: its own). */
    shown,
    /** The chosen colour is still being checked against the variations. */
    pending: colour !== null && !resolved && (detail.isFetching || lookup.isFetching),
    label: variable ? cardButtonLabel(complete, variation) : simpleLabel,
    chosen: colour,
    /** Starts fetching the variations (pointer over, or focus in, the card's controls). */
    engage: () => setEngaged(true),
    /** A swatch press: selects the colour, or unselects it when it is the chosen one. */
    toggle: (term: string) => {
      setEngaged(true);
      setColour((current) => (current === term ? null : term));
    },
    reset: () => setColour(null),
  };
}
