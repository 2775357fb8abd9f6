import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type BundleItemState,
  bundlePurchaseMax,
  bundleProblem,
  bundleTotals,
  clampBundleQuantity,
  selectedQuantity,
} from '@domain/bundles';
import { lineMaximum } from '@domain/cart-limits';
import { clampField, type QuantityLimits } from '@domain/quantity';
import { EMPTY_SELECTION } from '@domain/variations';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import type { Bundle } from '../../model/bundle';
import { bundleItemState, bundleRequestItems, NO_CHOICE, type BundleItemChoice } from '../../model/bundle-items';
import type { ProductDetail } from '@entities/product/model/types';
import { useReportMainForm, useTogetherForMain } from '@entities/companions/BoughtTogetherContext';
import { useAddBundle } from './useAddBundle';
import { useItemQuantities } from './useItemQuantities';

/**
 * The bundle form's state: each item's choice and quantity, what the domain's rules make of them (the items as the
 * rules take them, the totals, the first readiness problem, how many bundles the stock allows), the bundles'
 * quantity, and the add with its outcome. A change of the selection clears the last add's answer.
 *
 * With a 'frequently bought together' block on the page, the companions ticked there are added to both totals, sent
 * with the bundle, and one still without its variation blocks the add; the block is told the bundle's own price.
 */
export function useBundleForm(bundle: Bundle, product: ProductDetail, onAdded?: () => void) {
  const settings = useSettings();
  const { rules } = bundle;
  const [choices, setChoices] = useState<Record<number, BundleItemChoice>>({});
  const quantities = useItemQuantities(bundle);
  const { add: addBundle, result } = useAddBundle(product.name, onAdded);

  const choiceOf = (id: number) => choices[id] ?? NO_CHOICE;
  const states = useSameWhenEqual(
    bundle.items.map((item) => bundleItemState(item, choiceOf(item.id), quantities.quantityOf(item), rules)),
  );
  const own = bundleTotals(states, rules, settings.bundles, bundle.own);
  const together = useTogetherForMain();
  const totals = together ? bundleTotals(states, rules, settings.bundles, bundle.own, together.additional) : own;
  // The bundle's readiness (its amount limits too) is the bundle's own, as the server checks it.
  const problem = bundleProblem(states, rules, settings.bundles, bundle.own);
  const purchaseMax = bundlePurchaseMax(states);

  // How many bundles: at least 1, at most what the stock of the chosen items allows (0: no such limit), the
  // bundle product's own maximum and the store's most per line (the server checks the same).
  const storeMax = lineMaximum(product.quantity.max, settings.cart.limits);
  const max = Math.max(1, clampBundleQuantity(storeMax, purchaseMax));
  const bundleLimits: QuantityLimits = useMemo(
    () => ({ min: 1, max, step: 1, soldIndividually: product.soldIndividually }),
    [max, product.soldIndividually],
  );
  const [bundleText, setBundleText] = useState('1');
  const [shownMax, setShownMax] = useState(max);
  if (shownMax !== max) {
    // The stock allows fewer bundles now: a value above the new maximum is lowered to it.
    setShownMax(max);
    if (Number(bundleText) > max) setBundleText(String(max));
  }

  useReportMainForm(Number(clampField(bundleText, bundleLimits)), EMPTY_SELECTION, {
    price: own.sale,
    regularPrice: own.struck ? own.regular : own.sale,
  });

  const choose = useCallback(
    (id: number, choice: BundleItemChoice) =>
      setChoices((current) =>
        current[id]?.variation === choice.variation && current[id]?.selection === choice.selection
          ? current
          : { ...current, [id]: choice },
      ),
    [],
  );

  const requestItems = () => bundleRequestItems(bundle, states, choiceOf);
  const companions = together?.items ?? [];
  /** The first ticked companion still without a purchasable variation: the add is blocked and names it. */
  const missing = together?.missing ?? null;

  // What is sent: when it changes, the last answer (a refusal, or 'added') no longer speaks of it.
  const selectionKey = JSON.stringify([requestItems(), companions]);
  const { isUninitialized, isLoading, reset } = result;
  useEffect(() => {
    if (!isUninitialized && !isLoading) reset();
    // Only a change of the selection clears the answer, not the answer's own arrival: the key alone is the dependency.
  }, [selectionKey]);

  const busy = result.isLoading;
  const add = () => {
    if (busy || problem || missing !== null) return;
    // Typing not yet checked is checked first: the shopper sees the quantities that would be sent.
    if (quantities.settleNow()) return;
    void addBundle({
      productId: product.id,
      quantity: Number(clampField(bundleText, bundleLimits)),
      items: requestItems(),
      ...(companions.length > 0 ? { together: companions } : {}),
    });
  };

  return {
    rules,
    states,
    totals,
    /** The bundle's totals without the block's companions. */
    ownTotals: own,
    problem,
    missing,
    /** The companions ticked in the page's block, bought with the bundle and counted in its totals. */
    companions: companions.length,
    /** The block's counter badge, on the bundle's button. */
    badge: together?.badge ?? null,
    selected: selectedQuantity(states),
    choiceOf,
    choose,
    quantities,
    bundleText,
    setBundleText,
    bundleLimits,
    add,
    busy,
    added: result.isSuccess,
    error: result.error as ApiError | undefined,
    /** What the last add sent: a refusal naming 'body.items.2' names its third item. */
    sent: result.originalArgs,
  };
}

export type BundleFormState = ReturnType<typeof useBundleForm>;

/**
 * The items as the rules take them, each kept as the same object while its fields are unchanged: a row whose item did
 * not change is not drawn again when another item's quantity moves.
 */
function useSameWhenEqual(states: BundleItemState[]): BundleItemState[] {
  const previous = useRef<BundleItemState[]>([]);
  const kept = states.map((state, index) => {
    const before = previous.current[index];
    return before && sameState(before, state) ? before : state;
  });
  previous.current = kept;
  return kept;
}

const sameState = (a: BundleItemState, b: BundleItemState) =>
  (Object.keys(a) as (keyof BundleItemState)[]).every((key) => a[key] === b[key]);
