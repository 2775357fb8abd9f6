import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Minor } from '@domain/money';
import type { Selection } from '@domain/variations';
import { ProductPrice, type ProductPriceValue } from '@shared/ui/ProductPrice';
import { companionMessages } from './messages';

/** One ticked companion as the cart receives it (the cart's CompanionChoice). */
export interface CompanionRequest {
  relationId: number;
  quantity: number;
  variationId?: number;
  attributes?: Record<string, string>;
}

/** What the block hands the main form's button (atc-button 'main' or 'both'). */
export interface TogetherForMain {
  /** The ticked companions to add with the product; empty: the button adds the product alone. */
  items: CompanionRequest[];
  /** The first ticked companion still without a purchasable variation: the button is blocked and names it. */
  missing: string | null;
  /** The counter badge's number for the button (the store's counter setting), or null when it is not shown. */
  badge: number | null;
  /** What the ticked companions come to: a bundle adds it to its regular and sale totals. */
  additional: { price: Minor; regularPrice: Minor };
}

/** What the main form tells the block: its quantity and choice (for the block's own button and sync-qty). */
export interface MainFormState {
  quantity: number;
  selection: Selection;
  /** What one costs as the form has it, when that is not the product's price: a bundle's totals for its choice. */
  ownPrice?: { price: Minor; regularPrice: Minor };
}

/** A price the page shows for the product: with `items`, the block's total of that many items. */
export interface ShownTotal {
  price: ProductPriceValue;
  /** The items the block's total counts ('this' and the ticked companions); absent for a bundle's own price. */
  items?: number;
  /** The product's own price as the form has it (a bundle's for its choice), shown above the total. */
  own?: ProductPriceValue;
}

interface TogetherValues {
  forMain: TogetherForMain | null;
  main: MainFormState | null;
  /** The price the page shows in place of the product's (change_price): the bundle's or the block's total. */
  shown: ShownTotal | null;
}

interface TogetherSetters {
  setForMain: (value: TogetherForMain | null) => void;
  setMain: (value: MainFormState | null) => void;
  setShown: (value: ShownTotal | null) => void;
}

// Two contexts: a form that only reports (its price, its choice) is not drawn again by its own report.
const TogetherContext = createContext<TogetherValues | null>(null);
const TogetherSettersContext = createContext<TogetherSetters | null>(null);

/** Keeps the previous object while the new one says the same: no render follows a report that changes nothing. */
function useSameState<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const set = useMemo(
    () => (next: T) => setValue((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  return [value, set] as const;
}

/**
 * Around the product's price, its main form and the 'frequently bought together' block (on the product page and in the quick
 * view): the block reports the companions the main button adds, the form reports its quantity and choice. Without
 * it, both work alone (the form adds the product only).
 */
export function BoughtTogetherProvider({ children }: { children: ReactNode }) {
  const [forMain, setForMain] = useSameState<TogetherForMain | null>(null);
  const [main, setMain] = useSameState<MainFormState | null>(null);
  const [shown, setShown] = useSameState<ShownTotal | null>(null);
  const values = useMemo(() => ({ forMain, main, shown }), [forMain, main, shown]);
  const setters = useMemo(() => ({ setForMain, setMain, setShown }), [setForMain, setMain, setShown]);
  return (
    <TogetherSettersContext.Provider value={setters}>
      <TogetherContext.Provider value={values}>{children}</TogetherContext.Provider>
    </TogetherSettersContext.Provider>
  );
}

/** For the main form's button: the companions to add with the product and whether the block blocks adding. */
export function useTogetherForMain(): TogetherForMain | null {
  return useContext(TogetherContext)?.forMain ?? null;
}

/** The main form's quantity and choice, as it reported them (null outside the provider or before it did). */
export function useMainFormState(): MainFormState | null {
  return useContext(TogetherContext)?.main ?? null;
}

/** The block reports what the main button adds (null: nothing, e.g. with atc-button 'separate'), until it unmounts. */
export function useReportForMain(value: TogetherForMain | null) {
  const setForMain = useContext(TogetherSettersContext)?.setForMain;
  const key = JSON.stringify(value);
  useEffect(() => {
    if (!setForMain) return;
    setForMain(JSON.parse(key) as TogetherForMain | null);
  }, [setForMain, key]);
  useEffect(() => () => setForMain?.(null), [setForMain]);
}

/** The main form reports its quantity, choice and (a bundle's form) its own price, until it unmounts. */
export function useReportMainForm(quantity: number, selection: Selection, ownPrice?: MainFormState['ownPrice']) {
  const setMain = useContext(TogetherSettersContext)?.setMain;
  const key = JSON.stringify({ selection, ownPrice });
  useEffect(() => {
    setMain?.({ quantity, ...(JSON.parse(key) as Omit<MainFormState, 'quantity'>) });
  }, [setMain, quantity, key]);
  useEffect(() => () => setMain?.(null), [setMain]);
}

/**
 * The bundle form or the block reports the price the page shows instead of the product's (null: the product's;
 * undefined: this one does not speak for the price, as the block beside a bundle's form).
 */
export function useReportShownPrice(value: ShownTotal | null | undefined) {
  const setShown = useContext(TogetherSettersContext)?.setShown;
  const speaks = value !== undefined;
  const key = JSON.stringify(value ?? null);
  useEffect(() => {
    if (speaks) setShown?.(JSON.parse(key) as ShownTotal | null);
  }, [setShown, key, speaks]);
  useEffect(() => () => (speaks ? setShown?.(null) : undefined), [setShown, speaks]);
}

/**
 * The product's price under its name, or the bundle's total for its choice (change_price 'yes'). The block's total
 * never stands in the product's place unexplained: the product's own price stays, and the total follows, saying how
 * many items it counts.
 */
export function ShownProductPrice({ price }: { price: ProductPriceValue }) {
  const intl = useIntl();
  const shown = useContext(TogetherContext)?.shown;
  if (!shown?.items) return <ProductPrice price={shown?.price ?? price} />;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box>
        <ProductPrice price={shown.own ?? price} />
      </Box>
      <Box
        className="together-shown-total"
        sx={{ typography: 'body1', fontWeight: 'fontWeightMedium', color: 'text.secondary' }}
      >
        {intl.formatMessage(companionMessages.shownTotal, {
          count: shown.items,
          total: <ProductPrice key="total" price={shown.price} />,
        })}
      </Box>
    </Box>
  );
}
