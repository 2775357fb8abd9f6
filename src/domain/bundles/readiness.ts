/**
 * Whether a bundle can go to the cart, checked in a fixed order: the first failure is the one the shopper reads, and
 * the server refuses with the same code.
 */
import type { Minor } from '../money';
import {
  bundleTotals,
  selectedQuantity,
  type BundleItemState,
  type BundlePriceSettings,
  type BundleRules,
} from './pricing';

export type BundleProblem =
  | { code: 'variation_required'; name: string }
  | { code: 'item_unpurchasable'; name: string }
  | { code: 'nothing_selected' }
  | { code: 'below_min_quantity'; min: number }
  | { code: 'above_max_quantity'; max: number }
  | { code: 'below_total_min'; min: Minor }
  | { code: 'above_total_max'; max: Minor };

export type BundleProblemCode = BundleProblem['code'];

/** The first reason the bundle cannot be added yet, or null when it is ready. */
export function bundleProblem(
  items: readonly BundleItemState[],
  rules: BundleRules,
  settings: BundlePriceSettings,
  own: { price: Minor; regularPrice: Minor },
): BundleProblem | null {
  const chosen = items.filter((i) => i.qty > 0);
  const unchosen = chosen.find((i) => i.id === 0);
  if (unchosen) return { code: 'variation_required', name: unchosen.name };
  const unpurchasable = chosen.find((i) => i.optional && !i.purchasable);
  if (unpurchasable) return { code: 'item_unpurchasable', name: unpurchasable.name };
  if (chosen.length === 0) return { code: 'nothing_selected' };
  if (rules.optional) {
    const quantity = selectedQuantity(items);
    if (rules.min > 0 && quantity < rules.min) return { code: 'below_min_quantity', min: rules.min };
    if (rules.max > 0 && quantity > rules.max) return { code: 'above_max_quantity', max: rules.max };
  }
  if (!rules.fixedPrice && (rules.totalMin > 0 || rules.totalMax > 0)) {
    const { sale } = bundleTotals(items, rules, settings, own);
    if (rules.totalMin > 0 && sale < rules.totalMin) return { code: 'below_total_min', min: rules.totalMin };
    if (rules.totalMax > 0 && sale > rules.totalMax) return { code: 'above_total_max', max: rules.totalMax };
  }
  return null;
}
