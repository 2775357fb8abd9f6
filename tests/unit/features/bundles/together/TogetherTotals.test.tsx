import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Minor } from '@domain/money';
import { TogetherTotals } from '@features/bundles/components/together/TogetherTotals';
import { renderWithProviders } from '../../../../support/render';

afterEach(() => vi.useRealTimers());

const totals = (additional: number, total: number) => (
  <TogetherTotals additional={additional as Minor} total={total as Minor} priceSuffix="" />
);

describe('TogetherTotals', () => {
  it('takes a change before the shopper’s first input silently: the page settling is not announced', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(totals(12240, 48060));
    const status = screen.getByRole('status');
    // The product form reports the price it shows once mounted: the total changes without the shopper.
    rerender(totals(12240, 60300));
    expect(status).not.toHaveAttribute('aria-busy');
    act(() => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent(/^$/);
  });

  it('announces the shopper’s change after the delay, busy while it waits', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(totals(12240, 60300));
    const status = screen.getByRole('status');
    fireEvent.pointerDown(document.body);
    rerender(totals(24480, 72540));
    expect(status).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(999));
    expect(status).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Additional price: 244.80 Moroccan dirhams. Total: 725.40 Moroccan dirhams.');
    expect(status).not.toHaveAttribute('aria-busy');
  });
});
