/**
 * Bundle quantities: each item's field, and how many bundles the stock allows. The plus and minus buttons step with
 * `stepQuantity` (quantity.ts): one step, never above max, never below min, never below 0.
 */
import { effectiveStep, parseQuantity, type QuantityStep } from '../quantity';
import type { BundleItemState } from './pricing';

/** A bundled item's limits: an optional bundle's item may go from min to max; a fixed one keeps its quantity. */
export interface BundleItemLimits {
  min: number;
  /** null: no maximum. */
  max: number | null;
  step: QuantityStep;
}

/** A typed quantity as the item keeps it: empty or invalid becomes 0, then clamped to min and max. */
export function clampItemQuantity(raw: string, limits: BundleItemLimits): number {
  const parsed = parseQuantity(raw);
  const value = parsed === null || !Number.isFinite(parsed) ? 0 : parsed;
  const raised = Math.max(value, limits.min, 0);
  return limits.max === null ? raised : Math.min(raised, Math.max(limits.max, limits.min));
}

/** The step the plus and minus buttons move by: 1 when 'any', empty or invalid. */
export const itemStep = (limits: BundleItemLimits) => effectiveStep(limits.step);

/**
 * How many bundles the stock allows: the smallest floor(stock / qty) over the chosen items with a quantity and a
 * known stock. 0 when no item limits it (no maximum).
 */
export function bundlePurchaseMax(items: readonly Pick<BundleItemState, 'id' | 'qty' | 'stock'>[]): number {
  let max = 0;
  let limited = false;
  for (const item of items) {
    if (item.id <= 0 || item.qty <= 0 || item.stock < 0) continue;
    const allowed = Math.floor(item.stock / item.qty);
    max = limited ? Math.min(max, allowed) : allowed;
    limited = true;
  }
  return max;
}

/** The bundles' quantity field: a value above the purchase maximum is lowered to it (0: no maximum). */
export const clampBundleQuantity = (quantity: number, purchaseMax: number) =>
  purchaseMax > 0 ? Math.min(quantity, purchaseMax) : quantity;
