import { describe, expect, it, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { Price } from '@shared/ui/Price';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';

beforeEach(() => {
  mockApi([{ path: '/api/settings', body: DEFAULT_SETTINGS }]);
});

describe('Price', () => {
  it('shows the store format, isolated, with the number kept left-to-right', () => {
    const { container } = renderWithProviders(<Price amount={123450} />, { locale: 'ar' });
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toBe('د.م.1,234.50');
    expect(bdi?.querySelector('[dir="ltr"]')?.textContent).toBe('1,234.50');
    // Symbol then amount in Arabic reading order: the isolate is right-to-left, as the page.
    expect(bdi).toHaveAttribute('dir', 'rtl');
  });

  it('keeps symbol then amount in reading order on a left-to-right page', () => {
    for (const locale of ['en', 'fr'] as const) {
      const { container, unmount } = renderWithProviders(<Price amount={50000} />, { locale });
      const bdi = container.querySelector('bdi');
      expect(bdi).toHaveAttribute('dir', 'ltr');
      expect(bdi?.firstElementChild).toHaveClass('price-symbol');
      // The symbol is an isolate of its own (Arabic) direction, so its last dot stays with its letters.
      expect(bdi?.firstElementChild?.tagName).toBe('BDI');
      expect(bdi?.firstElementChild).toHaveAttribute('dir', 'rtl');
      unmount();
    }
  });

  it('is spoken as an amount of dirhams in the shopper’s language, not as symbols', () => {
    const { container } = renderWithProviders(<Price amount={123450} />, { locale: 'en' });
    expect(screen.getByText('1,234.50 Moroccan dirhams')).toBeInTheDocument();
    expect(container.querySelector('bdi')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('adds an approximate conversion when the shopper chose euros', () => {
    renderWithProviders(<Price amount={12345} />, {
      locale: 'fr',
      preloadedState: { preferences: { displayCurrency: 'EUR' } },
    });
    expect(screen.getByText(/environ 11,36\s€/)).toBeInTheDocument();
  });

  it('draws the approximation as the store writes prices, symbol first and a point for decimals, in every locale', () => {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      const { container, unmount } = renderWithProviders(<Price amount={12345} />, {
        locale,
        preloadedState: { preferences: { displayCurrency: 'EUR' } },
      });
      const shown = container.querySelector('.price-approximation');
      expect(shown?.textContent?.replace(/\u00a0/g, ' '), locale).toBe('(≈ €11.36)');
      expect(shown?.querySelector('.price-symbol')?.textContent, locale).toBe('€');
      unmount();
    }
  });

  it('shows no conversion in dirham', () => {
    renderWithProviders(<Price amount={12345} />, { locale: 'fr' });
    expect(screen.queryByText(/environ/)).toBeNull();
  });
});

describe('ProductPrice', () => {
  it('strikes the regular price and says both prices to screen readers', () => {
    const { container } = renderWithProviders(
      <ProductPrice price={{ regular: 45000, sale: 36000, min: 36000, max: 36000 }} />,
      { locale: 'en' },
    );
    expect(container.querySelector('del')?.textContent).toBe('د.م.450.00');
    expect(container.querySelector('ins')?.textContent).toBe('د.م.360.00');
    expect(
      screen.getByText('Original price was: 450.00 Moroccan dirhams. Current price is: 360.00 Moroccan dirhams.'),
    ).toBeInTheDocument();
  });

  it('shows a range for variations of different prices', () => {
    renderWithProviders(<ProductPrice price={{ regular: 25000, sale: null, min: 25000, max: 129900 }} />, {
      locale: 'en',
    });
    expect(
      screen.getByText('Price range: 250.00 Moroccan dirhams through 1,299.00 Moroccan dirhams'),
    ).toBeInTheDocument();
  });

  it('shows a single price when the sale is not lower than the regular price', () => {
    const { container } = renderWithProviders(
      <ProductPrice price={{ regular: 20000, sale: 20000, min: 20000, max: 20000 }} />,
      { locale: 'en' },
    );
    expect(container.querySelector('del')).toBeNull();
    expect(screen.getByText('200.00 Moroccan dirhams')).toBeInTheDocument();
  });
});

describe('ProductPrice approximations', () => {
  it('approximates the sale price and the lowest price of a range in the chosen currency', () => {
    const state = { preloadedState: { preferences: { displayCurrency: 'EUR' } }, locale: 'en' as const };
    renderWithProviders(<ProductPrice price={{ regular: 45000, sale: 36000, min: 36000, max: 36000 }} />, state);
    expect(screen.getByText('approximately €33.12')).toBeInTheDocument();
    renderWithProviders(<ProductPrice price={{ regular: 25000, sale: null, min: 25000, max: 129900 }} />, state);
    expect(screen.getByText('approximately €23.00')).toBeInTheDocument();
  });
});
