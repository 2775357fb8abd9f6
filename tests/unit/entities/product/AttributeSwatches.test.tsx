import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AttributeSwatches } from '@entities/product/components/AttributeSwatches';
import type { ProductAttribute } from '@entities/product/model/types';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const colour: ProductAttribute = {
  slug: 'colour',
  name: 'Colour',
  type: 'colour',
  usedForVariations: true,
  visible: true,
  terms: [
    { slug: 'indigo', name: 'indigo', swatch: '#2b3a67', imageId: null, image: null },
    // Brought by an import with its name only.
    { slug: 'bleu', name: 'Bleu', swatch: null, imageId: null, image: null },
  ],
};

describe('AttributeSwatches', () => {
  it('draws a colour that has a swatch and writes one that has none, never an empty circle', () => {
    mockApi([]);
    renderWithProviders(
      <AttributeSwatches
        attribute={colour}
        options={colour.terms.map((t) => ({ term: t.slug, enabled: true, outOfStock: false }))}
        selection={{}}
        onToggle={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /indigo/ })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /Bleu/ })).toHaveTextContent('Bleu');
  });
});
