import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingLayout } from '@features/catalogue/components/listing/ListingLayout';
import { renderWithProviders } from '../../../../support/render';

describe('ListingLayout', () => {
  it('lets a keyboard user skip the filters: the first stop of the sidebar moves focus to the products', async () => {
    renderWithProviders(
      <ListingLayout sidebar={<button type="button">Colour</button>}>
        <p>Products</p>
      </ListingLayout>,
      { locale: 'fr' },
    );
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller aux produits' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Products').parentElement).toHaveFocus();
  });

  it('has no skip link without a sidebar', () => {
    renderWithProviders(<ListingLayout sidebar={null}>Products</ListingLayout>, { locale: 'en' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
