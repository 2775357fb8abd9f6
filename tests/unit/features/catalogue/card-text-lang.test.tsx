import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Locale } from '@domain/locales';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import { ListingProductRow } from '@features/catalogue/components/listing/ListingProductRow';
import { toProductCard } from '@features/catalogue/model/card';
import type { ProductCardData } from '@features/catalogue/model/types';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { product } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

/** A product imported in French only: its name and summary are the default locale's on every page. */
const french = (textLocale: Locale | null) =>
  product(7, { name: 'Tajine de Safi', shortDescription: 'Un plat en terre cuite.', textLocale });

const LAYOUTS = {
  card: (p: ProductCardData) => <ProductCard product={p} />,
  row: (p: ProductCardData) => <ListingProductRow product={p} />,
};

describe.each(Object.entries(LAYOUTS))("a listing's %s in another language than the page's", (_, draw) => {
  const render = (textLocale: Locale | null, locale: Locale) => {
    mockApi([]);
    renderWithProviders(draw(french(textLocale)), { locale });
    return screen.getByRole('heading', { level: 3, name: 'Tajine de Safi' });
  };

  it('marks its name with the language it is written in, its direction read from the text', () => {
    const name = render('fr', 'ar');
    const written = name.querySelector('bdi');
    expect(written).toHaveAttribute('lang', 'fr');
    expect(written).toHaveAttribute('dir', 'auto');
    expect(written).toHaveTextContent('Tajine de Safi');
    // Only the name: the heading, the price and the buttons stay in the page's language.
    expect(name).not.toHaveAttribute('lang');
    expect(document.body.querySelectorAll('[lang="fr"]')).not.toHaveLength(0);
    for (const marked of document.body.querySelectorAll('[lang="fr"]')) {
      expect(marked.querySelector('button')).toBeNull();
    }
  });

  it("marks nothing when the name is in the page's language, or the answer did not say", () => {
    for (const [textLocale, locale] of [
      ['fr', 'fr'],
      [null, 'ar'],
    ] as const) {
      const name = render(textLocale, locale);
      expect(name.querySelector('[lang], [dir]')).toBeNull();
      cleanup();
    }
  });
});

describe("the list row's short description", () => {
  it('is marked with the language it is written in', () => {
    mockApi([]);
    renderWithProviders(<ListingProductRow product={french('fr')} />, { locale: 'en' });
    expect(screen.getByText('Un plat en terre cuite.')).toHaveAttribute('lang', 'fr');
  });
});

describe('toProductCard', () => {
  it("reads the texts' locale, and takes an answer without it (or with an unknown one) as the page's own", () => {
    expect(toProductCard(french('fr')).textLocale).toBe('fr');
    const { textLocale: _, ...older } = french('fr');
    expect(toProductCard(older as ProductCardData).textLocale).toBeNull();
    expect(toProductCard({ ...french('fr'), textLocale: 'de' as Locale }).textLocale).toBeNull();
  });
});
