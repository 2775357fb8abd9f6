import { useCallback, useState } from 'react';
import {
  FULL_PRICE,
  blockBadge,
  blockProblem,
  blockTotals,
  clampBlockQuantity,
  parseNewPrice,
  tickCompanion,
  type BlockLine,
} from '@domain/bundles';
import { anyAttributeTerms, EMPTY_SELECTION, type Selection, type Variation } from '@domain/variations';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetBoughtTogetherQuery } from '../../api';
import type { BoughtTogether } from '../../model/bundle';
import {
  companionDefaults,
  companionLine,
  companionRequests,
  mainItemId,
  pricedUnit,
  type CompanionState,
  type CompanionVariation,
} from '../../model/together';
import type { ProductDetail } from '@entities/product/model/types';
import { useMainFormState } from '@entities/companions/BoughtTogetherContext';

export interface BoughtTogetherInput {
  product: ProductDetail;
  /** The main form's matched variation. */
  variation: Variation | null;
  /** The main form's quantity; by default the one the main form reports through BoughtTogetherProvider, else 1. */
  quantity?: number;
  /** The main form's choice (terms of the variation's 'any' attributes); by default the one it reports. */
  selection?: Selection;
}

/**
 * The list the block shows: the product's, or the main variation's own when it has one (the spec's reload). While
 * another list loads, the one shown stays; a variation list that comes back empty gives the product's back.
 */
function useTogetherList(productId: number, variation: Variation | null) {
  const locale = useLocale();
  const base = useGetBoughtTogetherQuery({ productId, locale });
  const own = variation && base.data?.variationsWithList.includes(variation.id) ? variation.id : undefined;
  const forVariation = useGetBoughtTogetherQuery({ productId, locale, variationId: own }, { skip: own === undefined });
  const variationList = forVariation.data && forVariation.data.items.length > 0 ? forVariation.data : undefined;
  const list: BoughtTogether | undefined = own === undefined ? base.data : (variationList ?? base.data);
  return { list, busy: own !== undefined && forVariation.isFetching };
}

/**
 * The block's state and what follows from it: the companions' lines (ticked, quantity, variation), the main
 * product's line, the totals, the first item that still needs a variation, the badge and the companions to send.
 */
export function useBoughtTogether({ product, variation, quantity, selection }: BoughtTogetherInput) {
  const storeSettings = useSettings();
  const reported = useMainFormState();
  const mainQuantity = Math.max(1, quantity ?? reported?.quantity ?? 1);
  const mainSelection = selection ?? reported?.selection ?? EMPTY_SELECTION;
  const { list, busy } = useTogetherList(product.id, variation);
  const [changes, setChanges] = useState<Record<string, Partial<CompanionState>>>({});

  const companions = list?.items ?? [];
  const settings = list?.settings;
  const single = settings?.selection === 'single';
  const defaults = companionDefaults(companions, single);
  const stateOf = (key: string): CompanionState => ({ ...defaults[key]!, ...changes[key] });
  const context = settings && { settings, mainQuantity, cartLimits: storeSettings.cart.limits };
  const lines = context ? companions.map((c) => companionLine(c, stateOf(String(c.id)), context)) : [];

  // Beside a bundle's form, 'this' is the bundle as chosen: at the form's totals, never discounted by the block.
  const forBundle = product.type === 'bundle';
  const mainPrice = (forBundle ? reported?.ownPrice : undefined) ?? pricedUnit((variation ?? product).price);
  const mainLine = {
    id: mainItemId(product, variation),
    name: product.name,
    qty: mainQuantity,
    checked: true,
  };
  const totals = blockTotals(
    { qty: mainQuantity, ...mainPrice, newPrice: forBundle ? FULL_PRICE : parseNewPrice(settings?.thisNewPrice) },
    lines,
    settings?.pricing,
  );
  const ignoreThis = settings?.ignoreThis ?? false;
  // A bundle is added with its form's choices: its companions always go through the form's button.
  const ownButton = !forBundle && (settings?.atcButton === 'separate' || settings?.atcButton === 'both');
  const viaMain = forBundle || settings?.atcButton === 'main' || settings?.atcButton === 'both';
  // The main product is named when it is shown, or when the block's own button would add it.
  const problem = blockProblem([...(!ignoreThis || ownButton ? [mainLine] : []), ...lines]);
  const companionProblem = blockProblem(lines);
  const badgeItems: Pick<BlockLine, 'qty' | 'checked'>[] = [...(ignoreThis ? [] : [mainLine]), ...lines];

  const change = useCallback(
    (key: string, patch: Partial<CompanionState>) =>
      setChanges((current) => ({ ...current, [key]: { ...current[key], ...patch } })),
    [],
  );
  const choose = useCallback((key: string, choice: CompanionVariation | null) => change(key, { choice }), [change]);

  const badge = blockBadge(badgeItems, storeSettings.boughtTogether.counter, ignoreThis);
  return {
    list,
    busy,
    settings,
    mainQuantity,
    forBundle,
    lines,
    /** The 'this' item's unit price: discounted like a companion only while companions are counted. */
    mainUnit: { price: totals.mainUnit, original: mainPrice.regularPrice },
    totals,
    // Beside the main form only, the main product's missing choice is the form's to show (its selectors, its button):
    // the alert names a companion, never a warning before the shopper has done anything.
    problem: ownButton ? problem : companionProblem,
    badge,
    ownButton,
    /** What the main form's button adds with the product (null: it adds the product alone). */
    forMain: viaMain
      ? {
          items: companionRequests(lines, settings!),
          missing: companionProblem?.name ?? null,
          badge,
          additional: { price: totals.additional, regularPrice: totals.additionalRegular },
        }
      : null,
    request: () => ({
      productId: product.id,
      ...(variation ? { variationId: variation.id, attributes: anyAttributeTerms(variation, mainSelection) } : {}),
      quantity: mainQuantity,
      items: settings ? companionRequests(lines, settings) : [],
    }),
    tick: (key: string, checked: boolean) => {
      const ticked = tickCompanion(
        lines.map((l) => ({ key: l.key, checked: l.checked })),
        key,
        checked,
        single,
      );
      setChanges((current) => {
        const next = { ...current };
        for (const t of ticked) next[t.key] = { ...current[t.key], checked: t.checked };
        // A ticked quantity is brought within the field's limits.
        const line = lines.find((l) => l.key === key);
        if (checked && line && settings?.optional && !settings.syncQty)
          next[key] = { ...next[key], quantity: String(clampBlockQuantity(line.qty, line.limits)) };
        return next;
      });
    },
    setQuantity: (key: string, text: string) => change(key, { quantity: text }),
    /** Stable: a companion reports its chosen variation from an effect. */
    choose,
  };
}

export type BoughtTogetherState = ReturnType<typeof useBoughtTogether>;
