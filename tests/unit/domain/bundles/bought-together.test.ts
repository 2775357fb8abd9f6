import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blockBadge,
  blockProblem,
  blockTotals,
  blockUnitPrice,
  clampBlockQuantity,
  FULL_PRICE,
  formatNewPrice,
  parseNewPrice,
  roundBlockAmount,
  tickCompanion,
  type BlockLine,
} from '@domain/bundles';
import { stepQuantity } from '@domain/quantity';

const companion = (over: Partial<BlockLine> = {}): BlockLine => ({
  id: 2,
  name: 'Tea glasses',
  qty: 1,
  checked: true,
  unit: { price: 5_000, original: 6_000 },
  ...over,
});

describe('bought-together prices', () => {
  it('reads the spec new-price text: 100 % by default, a percentage, or a unit price', () => {
    expect(parseNewPrice(undefined)).toEqual(FULL_PRICE);
    expect(parseNewPrice('')).toEqual(FULL_PRICE);
    expect(parseNewPrice('nonsense')).toEqual(FULL_PRICE);
    expect(parseNewPrice('90%')).toEqual({ kind: 'percent', percent: 90 });
    expect(parseNewPrice('12.5%')).toEqual({ kind: 'percent', percent: 12.5 });
    expect(parseNewPrice('150')).toEqual({ kind: 'fixed', amount: 15_000 });
    expect(parseNewPrice('99.50')).toEqual({ kind: 'fixed', amount: 9_950 });
    expect(formatNewPrice(parseNewPrice('99.5'))).toBe('99.50');
    expect(formatNewPrice(parseNewPrice('85%'))).toBe('85%');
  });

  it('charges the selling price at 100 %, the regular price shown as the original', () => {
    expect(blockUnitPrice({ price: 8_000, regularPrice: 10_000 }, FULL_PRICE)).toEqual({
      price: 8_000,
      original: 10_000,
    });
  });

  it('applies a percentage to the price the list names', () => {
    const row = { price: 8_000, regularPrice: 10_000 };
    expect(blockUnitPrice(row, parseNewPrice('90%')).price).toBe(7_200);
    expect(blockUnitPrice(row, parseNewPrice('90%'), 'regular_price').price).toBe(9_000);
    expect(blockUnitPrice(row, parseNewPrice('45')).price).toBe(4_500);
  });

  it('rounds at a tenth of the minor unit before rounding to it', () => {
    // 12.45 centimes: 124.5 tenths → 125 → 12.5 → 13; rounded once it would be 12.
    expect(roundBlockAmount(1_245, 100)).toBe(13);
    expect(roundBlockAmount(1_244, 100)).toBe(12);
    expect(blockUnitPrice({ price: 4_150, regularPrice: 4_150 }, parseNewPrice('0.3%')).price).toBe(13);
  });

  it('discounts the main product only when the companions come to more than 0', () => {
    const main = { qty: 2, price: 10_000, regularPrice: 10_000, newPrice: parseNewPrice('90%') };
    expect(blockTotals(main, [companion()])).toEqual({
      additional: 5_000,
      additionalRegular: 6_000,
      mainUnit: 9_000,
      total: 23_000,
    });
    expect(blockTotals(main, [companion({ checked: false })]).total).toBe(20_000);
    expect(blockTotals(main, [companion({ unit: { price: 0, original: 0 } })]).mainUnit).toBe(10_000);
  });

  it('counts only ticked companions with a quantity and a chosen variation', () => {
    const main = { qty: 1, price: 1_000, regularPrice: 1_000, newPrice: FULL_PRICE };
    const totals = blockTotals(main, [companion({ qty: 3 }), companion({ qty: 0 }), companion({ id: 0 })]);
    expect(totals.additional).toBe(15_000);
    expect(totals.total).toBe(16_000);
  });

  it('makes the grand total the main product times its quantity plus the companions, always', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.record({ qty: fc.integer({ min: 0, max: 9 }), price: fc.integer({ min: 0, max: 500_000 }) })),
        (qty, price, rows) => {
          const main = { qty, price, regularPrice: price, newPrice: parseNewPrice('80%') };
          const lines = rows.map((r) => companion({ qty: r.qty, unit: { price: r.price, original: r.price } }));
          const totals = blockTotals(main, lines);
          expect(totals.total).toBe(totals.mainUnit * qty + totals.additional);
          expect(totals.mainUnit).toBe(totals.additional > 0 ? roundBlockAmount(price * 800_000, 1_000_000) : price);
        },
      ),
    );
  });
});

describe('bought-together block', () => {
  it('names the first ticked item with a quantity that lacks a purchasable variation', () => {
    expect(
      blockProblem([
        companion({ id: 0, name: 'Unticked', checked: false }),
        companion({ id: 0, name: 'No quantity', qty: 0 }),
        companion({ id: 0, name: 'Tray' }),
        companion({ id: 0, name: 'Cushion' }),
      ]),
    ).toEqual({ code: 'variation_required', name: 'Tray' });
    expect(blockProblem([companion()])).toBeNull();
  });

  it("steps like the spec with the block's stepper (the product form's, at the block's limits): plus caps at max, minus floors at min, never below 0", () => {
    const block = (min: number | null, max: number | null) => ({
      min: min ?? 0,
      max,
      step: 1,
      soldIndividually: false,
    });
    expect(stepQuantity('5', 1, block(0, 5))).toBe('5');
    expect(stepQuantity('6', 1, block(0, 5))).toBe('5');
    expect(stepQuantity('1', -1, block(1, null))).toBe('1');
    expect(stepQuantity('0', -1, block(null, null))).toBe('0');
    expect(stepQuantity('2', 1, block(null, null))).toBe('3');
    expect(clampBlockQuantity(9, { min: 1, max: 4, step: 1 })).toBe(4);
    expect(clampBlockQuantity(-1, { min: null, max: null, step: 1 })).toBe(0);
  });

  it('shows the badge above 1 counted item, above 0 when the main product is not counted', () => {
    const items = [companion(), companion({ qty: 3 }), companion({ checked: false })];
    expect(blockBadge(items, 'individual', false)).toBe(2);
    expect(blockBadge(items, 'qty', false)).toBe(4);
    expect(blockBadge(items, 'hide', false)).toBeNull();
    expect(blockBadge([companion()], 'individual', false)).toBeNull();
    expect(blockBadge([companion()], 'individual', true)).toBe(1);
  });

  it('unticks every other companion when one is ticked in single selection', () => {
    const list = [
      { key: 'a', checked: true },
      { key: 'b', checked: false },
      { key: 'c', checked: true },
    ];
    expect(tickCompanion(list, 'b', true, true).map((c) => c.checked)).toEqual([false, true, false]);
    expect(tickCompanion(list, 'b', true, false).map((c) => c.checked)).toEqual([true, true, true]);
    expect(tickCompanion(list, 'a', false, true).map((c) => c.checked)).toEqual([false, false, true]);
  });
});
