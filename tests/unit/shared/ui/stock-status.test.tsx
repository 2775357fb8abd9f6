import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { StockStatus } from '@shared/ui/StockStatus';
import { stockTone } from '@theme/tokens';
import { renderWithProviders } from '../../../support/render';

describe('StockStatus', () => {
  it.each([
    ['instock', 'en', 'In stock'],
    ['onbackorder', 'en', 'Available on backorder'],
    ['outofstock', 'fr', 'Rupture de stock'],
    ['instock', 'ar', 'متوفر'],
  ] as const)('says %s in words (%s)', (status, locale, text) => {
    renderWithProviders(<StockStatus status={status} />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('counts tracked units only when in stock, with plural forms', () => {
    renderWithProviders(<StockStatus status="instock" quantity={12} />, { locale: 'fr' });
    expect(screen.getByText('12 en stock')).toBeInTheDocument();
  });

  it('says a backorder in words even with a quantity', () => {
    renderWithProviders(<StockStatus status="onbackorder" quantity={0} />);
    expect(screen.getByText('Available on backorder')).toBeInTheDocument();
  });

  it.each(['instock', 'onbackorder', 'outofstock'] as const)('writes %s in the theme colour for it', (status) => {
    renderWithProviders(<StockStatus status={status} />);
    const hex = stockTone[status];
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(getComputedStyle(screen.getByText(/stock|backorder/i)).color).toBe(rgb);
  });
});
