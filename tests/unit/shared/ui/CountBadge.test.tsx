import { describe, expect, it } from 'vitest';
import { CountBadge } from '@shared/ui/CountBadge';
import { renderWithProviders } from '../../../support/render';

describe('CountBadge', () => {
  it('draws no pill for 0: an empty cart or wishlist shows its icon alone', () => {
    const { container } = renderWithProviders(
      <CountBadge count={0}>
        <button type="button">Cart</button>
      </CountBadge>,
      { locale: 'en' },
    );
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(container).toHaveTextContent(/^Cart$/);
  });

  it('draws the count, and max+ above the maximum', () => {
    const { container, rerender } = renderWithProviders(
      <CountBadge count={3}>
        <button type="button">Cart</button>
      </CountBadge>,
      { locale: 'en' },
    );
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('3');
    rerender(
      <CountBadge count={120}>
        <button type="button">Cart</button>
      </CountBadge>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('99+');
  });
});
