import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProductGallery } from '@features/product/components/ProductGallery';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes } from '../../../support/fixtures/routes';

describe('the product gallery', () => {
  it('keeps its frame with a placeholder when the product has no picture, and offers nothing to open', () => {
    mockApi([...baseRoutes]);
    renderWithProviders(<ProductGallery images={[]} active={0} productName="Verres à thé (6)" />, { locale: 'en' });
    expect(screen.getByTestId('gallery-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
