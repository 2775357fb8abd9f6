import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CartButton } from '@features/cart/components/CartButton';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('CartButton', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('links to the cart page with its count in the badge and the name', () => {
    renderWithProviders(<CartButton count={2} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/en/cart/');
    expect(link).toHaveTextContent('2');
  });

  it('caps the badge at 99+ but says the real count', () => {
    renderWithProviders(<CartButton count={120} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(link).toHaveTextContent('99+');
  });

  it.each([
    ['fr', 0, 'Panier, 0 article'],
    ['fr', 2, 'Panier, 2 articles'],
    ['ar', 0, 'سلة التسوق، لا توجد منتجات'],
    ['ar', 2, 'سلة التسوق، منتجان'],
  ] as const)('is translated with plurals (%s, %i)', (locale, count, name) => {
    renderWithProviders(<CartButton count={count} />, { locale });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/${locale}/cart/`);
  });
});
