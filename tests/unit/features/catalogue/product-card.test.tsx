import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CardGrid } from '@features/catalogue/components/CardGrid';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import { LISTING_SIDEBAR_ASIDE } from '@features/catalogue/components/listing/ListingLayout';
import { ListingProductRow } from '@features/catalogue/components/listing/ListingProductRow';
import type { ProductCardData } from '@features/catalogue/model/types';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { product } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const colours = ['Indigo', 'Saffron', 'Terracotta', 'Mint', 'Sand', 'Black'].map((name) => ({
  slug: name.toLowerCase(),
  name,
  swatch: '#123456',
}));

function renderCard(overrides: Partial<ProductCardData>, locale: 'en' | 'fr' | 'ar' = 'en', priority = false) {
  mockApi([]);
  return renderWithProviders(<ProductCard product={product(7, overrides)} priority={priority} />, { locale });
}

describe('ProductCard', () => {
  it('names the product in a heading that links to its page, with its picture', () => {
    renderCard({ name: 'Safi tagine', slug: 'safi-tagine' }, 'ar');
    const heading = screen.getByRole('heading', { level: 3, name: 'Safi tagine' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/ar/product/safi-tagine/');
    const img = screen.getByRole('img', { name: 'Product 7 photo' });
    expect(img).toHaveAttribute('srcset', '/media/product-7-300.webp 300w, /media/product-7-600.webp 600w');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("sizes its picture for the grid cell it is in, the server's sizes elsewhere", () => {
    mockApi([]);
    const { unmount } = renderWithProviders(
      <CardGrid columns={{ xs: 2, md: 4 }} aside={LISTING_SIDEBAR_ASIDE}>
        <li>
          <ProductCard product={product(7, {})} />
        </li>
      </CardGrid>,
      { locale: 'en' },
    );
    // Two columns on phones, four beside the listing's 272 px sidebar from 992 px, fixed from 1280 px.
    expect(screen.getByRole('img', { name: 'Product 7 photo' })).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 214px, (min-width: 992px) calc((100vw - 424px) / 4), ' +
        '(min-width: 768px) calc((100vw - 120px) / 4), calc((100vw - 48px) / 2)',
    );
    unmount();
    renderWithProviders(<ListingProductRow product={product(7, {})} />, { locale: 'en' });
    // A list row's picture has a column of its own: 112 px, 240 px from 576 px.
    expect(screen.getByRole('img', { name: 'Product 7 photo' })).toHaveAttribute(
      'sizes',
      '(min-width: 576px) 240px, 112px',
    );
  });

  it('loads a priority card picture at once', () => {
    renderCard({}, 'en', true);
    const img = screen.getByRole('img', { name: 'Product 7 photo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the sale price with the struck regular price, its screen-reader text and a sale badge', () => {
    renderCard({ price: { regular: 30_000, sale: 24_000, min: 24_000, max: 24_000 }, onSale: true });
    expect(screen.getByText('Sale!')).toBeInTheDocument();
    expect(screen.getByText(/^Original price was: .*300\.00.*Current price is: .*240\.00/)).toBeInTheDocument();
  });

  it('shows the rating with its accessible text, and no stars when nobody rated it', () => {
    const { unmount } = renderCard({ rating: { average: 450, count: 12 } });
    expect(screen.getByRole('img', { name: 'Rated 4.50 out of 5 based on 12 customer ratings' })).toBeInTheDocument();
    unmount();
    renderCard({ rating: { average: 0, count: 0 } });
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it.each([
    ['instock', 'En stock'],
    ['outofstock', 'Rupture de stock'],
    ['onbackorder', 'Disponible sur commande'],
  ] as const)('says the stock state %s in words', (stockStatus, text) => {
    renderCard({ stockStatus }, 'fr');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('previews at most four colours by name, then how many more', () => {
    renderCard({ colours });
    const list = screen.getByRole('list', { name: 'Colours' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual(['Indigo', 'Saffron', 'Terracotta', 'Mint']);
    const more = items[4] as HTMLElement;
    expect(within(more).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(more).getByText('2 more colours')).toBeInTheDocument();
  });

  it('draws a picture swatch as a lazy image (never a background the page fetches at once), a colour as its colour', () => {
    renderCard({
      colours: [
        { slug: 'wool', name: 'Wool', swatch: '/media/swatch wool.webp' },
        { slug: 'indigo', name: 'Indigo', swatch: '#26307a' },
      ],
    });
    const [wool, indigo] = within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('listitem');
    const picture = wool!.querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('src', '/media/swatch%20wool.webp');
    expect(picture).toHaveAttribute('alt', '');
    expect(getComputedStyle(picture.parentElement!).backgroundImage).not.toMatch(/url/);
    expect(indigo!.querySelector('img')).toBeNull();
  });

  it('shows no colour list for a product without colours', () => {
    renderCard({ colours: [] });
    expect(screen.queryByRole('list', { name: 'Colours' })).not.toBeInTheDocument();
  });
});
