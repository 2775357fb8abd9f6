import { useCallback, useEffect, useRef, useState } from 'react';
import { clampItemQuantity, type BundleItemLimits } from '@domain/bundles';
import type { Bundle, BundleItem } from '../../model/bundle';

/** The spec: a typed quantity is checked again this long after the last keystroke. */
export const TYPED_QUANTITY_CHECK_MS = 1000;

export const itemLimits = (item: BundleItem): BundleItemLimits => ({
  min: item.minQty,
  max: item.maxQty,
  step: 1,
});

type ById<T> = Record<number, T>;

/**
 * The items' quantities. A fixed bundle's items keep their own; an optional bundle's each have a field. The field's
 * text is what the shopper sees; the quantity the rules use is committed at once by the plus and minus buttons, and
 * for typing 1000 ms after the last keystroke (or when the field is left), clamped to the item's limits, empty or
 * invalid becoming 0. So the total, the alert and the button follow settled quantities, not every keystroke.
 */
export function useItemQuantities(bundle: Bundle) {
  const optional = bundle.rules.optional;
  const [texts, setTexts] = useState<ById<string>>(() =>
    Object.fromEntries(bundle.items.map((i) => [i.id, String(clampItemQuantity(String(i.quantity), itemLimits(i)))])),
  );
  const [committed, setCommitted] = useState<ById<number>>(() =>
    Object.fromEntries(bundle.items.map((i) => [i.id, clampItemQuantity(String(i.quantity), itemLimits(i))])),
  );
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // The handlers stay the same from render to render, so a press re-renders only its own row.
  /** Sets the field and the quantity the rules use, clamped. */
  const commit = useCallback(
    (id: number, text: string) => {
      const item = bundle.items.find((i) => i.id === id);
      if (!item) return;
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(id);
      const value = clampItemQuantity(text, itemLimits(item));
      setTexts((current) => (current[id] === String(value) ? current : { ...current, [id]: String(value) }));
      setCommitted((current) => (current[id] === value ? current : { ...current, [id]: value }));
    },
    [bundle],
  );

  /** A keystroke: the field shows it; the check runs once the shopper pauses. */
  const type = useCallback(
    (id: number, text: string) => {
      setTexts((current) => ({ ...current, [id]: text }));
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.set(
        id,
        setTimeout(() => commit(id, text), TYPED_QUANTITY_CHECK_MS),
      );
    },
    [commit],
  );

  /** Any typing not yet checked, checked now (add to cart was pressed); true when a quantity changed. */
  const settleNow = (): boolean => {
    let changed = false;
    for (const item of bundle.items) {
      if (!timers.current.has(item.id)) continue;
      const text = texts[item.id] ?? '';
      if (clampItemQuantity(text, itemLimits(item)) !== committed[item.id]) changed = true;
      commit(item.id, text);
    }
    return changed;
  };

  const quantityOf = (item: BundleItem) => (optional ? (committed[item.id] ?? 0) : item.quantity);

  return {
    texts,
    quantityOf,
    /** The plus and minus buttons, and leaving the field: checked at once. */
    commit,
    type,
    settleNow,
  };
}
