import { useState } from 'react';
import {
  allAttributeOptions,
  EMPTY_SELECTION,
  hasChoice,
  isSelectionComplete,
  resetSelection,
  settleSelection,
  shownFacts,
  toggleTerm,
  variationFormView,
  variationStatus,
  type Selection,
  type VariationMessage,
} from '@domain/variations';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetVariationQuery } from '../api';
import type { ProductDetail } from '../model/types';

/**
 * The variations form's state: the choice, settled after every change; the status
 * of the choice (a local match, or the server's lookup when the product has too many variations to list); what the
 * page shows for it; and the reset message. A simple product has nothing to choose: its own stock and purchasability
 * decide the button.
 */
export function useVariationForm(product: ProductDetail, initialSelection: Selection = EMPTY_SELECTION) {
  const locale = useLocale();
  const attributes = product.variationAttributes;
  const variations = product.variations;
  const [selection, setSelection] = useState(() => settleSelection(attributes, variations, initialSelection));
  const [message, setMessage] = useState<VariationMessage | null>(null);
  const variable = product.type === 'variable';
  const lookupNeeded = variable && variations === null && isSelectionComplete(attributes, selection);
  const lookup = useGetVariationQuery({ productId: product.id, locale, selection }, { skip: !lookupNeeded });
  const answer = lookupNeeded && !lookup.isFetching ? (lookup.data ?? (lookup.isError ? null : undefined)) : undefined;
  const view = variationFormView(variationStatus(attributes, variations, selection, answer));
  const simpleAvailable = product.purchasable && product.stockStatus !== 'outofstock';
  const button = variable ? view.button : simpleAvailable ? 'enabled' : 'unavailable';
  const alert: VariationMessage | null = variable ? view.alert : simpleAvailable ? null : 'unavailable';

  const change = (next: Selection, attribute: string) => {
    setSelection(settleSelection(attributes, variations, next, attribute));
    setMessage(null);
  };

  return {
    selection,
    options: allAttributeOptions(attributes, variations, selection),
    view,
    button,
    alert,
    facts: shownFacts(product, view.variation),
    message,
    hasChoice: hasChoice(selection),
    /** A term pressed: selects it, or unselects it when it is the selected one. */
    toggle: (attribute: string, term: string) => change(toggleTerm(selection, attribute, term), attribute),
    reset: () => {
      const { selection: cleared, message: resetMessage } = resetSelection();
      setSelection(cleared);
      setMessage(resetMessage);
    },
  };
}

export type VariationForm = ReturnType<typeof useVariationForm>;
