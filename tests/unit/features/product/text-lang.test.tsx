import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Locale } from '@domain/locales';
import { QuickViewContent } from '@app/routes/quick-view/QuickViewContent';
import { GroupedItemRow } from '@features/product/components/grouped/GroupedItemRow';
import { ProductView } from '@app/routes/product/ProductView';
import { toGroupedItem } from '@entities/product/model/grouped';
import { toProduct } from '@entities/product/model/product';
import type { ProductDetail } from '@entities/product/model/types';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../../support/fixtures/product-cases';

const NAME = 'Tasse rayée de Fès';
const SUMMARY = 'Une tasse tournée à la main.';
const DESCRIPTION = 'Émaillée deux fois, cuite au four à bois.';

/** The simple product's answer with French texts, as a product imported in French only is sent on every page. */
function frenchProduct(locale: Locale, said: { textLocale?: unknown } = { textLocale: 'fr' }): ProductDetail {
  const wire = fixture<Record<string, unknown>>(`catalogue/product:${PRODUCT_CASES.simple}`, locale);
  return toProduct({ ...wire, name: NAME, shortDescription: [SUMMARY], description: [DESCRIPTION], ...said });
}

/** The mark of a text: the <bdi> isolating it (the element itself when found by its text), or none. */
const marked = (element: HTMLElement) => {
  const bdi = element.matches('bdi') ? element : element.querySelector('bdi');
  return { lang: bdi?.getAttribute('lang') ?? null, dir: bdi?.getAttribute('dir') ?? null };
};
const FRENCH = { lang: 'fr', dir: 'auto' };
const NONE = { lang: null, dir: null };

function renderPage(locale: Locale, product: ProductDetail) {
  mockApi(baseRoutes);
  renderWithProviders(<ProductView product={product} />, { locale, route: `/${locale}/product/${product.slug}/` });
}

describe("the product page's texts in another language than the page's", { timeout: 30_000 }, () => {
  it('marks the name, the summary and the description with their language, not the price nor the headings', () => {
    renderPage('ar', frenchProduct('ar'));
    expect(marked(screen.getByRole('heading', { level: 1, name: NAME }))).toEqual(FRENCH);
    expect(marked(screen.getByText(SUMMARY))).toEqual(FRENCH);
    expect(marked(screen.getByText(DESCRIPTION))).toEqual(FRENCH);
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(marked(heading)).toEqual(NONE);
    expect(document.body.querySelectorAll('[lang="fr"]')).toHaveLength(3);
  });

  it("marks nothing when they are in the page's language, or the answer did not say", () => {
    renderPage('fr', frenchProduct('fr'));
    expect(marked(screen.getByRole('heading', { level: 1, name: NAME }))).toEqual(NONE);
    expect(document.body.querySelectorAll('[lang]')).toHaveLength(0);
    cleanup();
    renderPage('en', frenchProduct('en', {}));
    expect(marked(screen.getByRole('heading', { level: 1, name: NAME }))).toEqual(NONE);
    expect(marked(screen.getByText(DESCRIPTION))).toEqual(NONE);
  });
});

describe("the quick view's title and summary", { timeout: 30_000 }, () => {
  it('are marked with their language on a page in another', () => {
    mockApi(baseRoutes);
    renderWithProviders(<QuickViewContent product={frenchProduct('en')} titleId="title" onAdded={() => {}} />);
    expect(marked(screen.getByRole('heading', { level: 2, name: NAME }))).toEqual(FRENCH);
    expect(marked(screen.getByText(SUMMARY))).toEqual(FRENCH);
  });

  it('are not on a page in their own', () => {
    mockApi(baseRoutes);
    renderWithProviders(<QuickViewContent product={frenchProduct('fr')} titleId="title" onAdded={() => {}} />, {
      locale: 'fr',
    });
    expect(marked(screen.getByRole('heading', { level: 2, name: NAME }))).toEqual(NONE);
  });
});

describe("a grouped product's row", () => {
  const item = (textLocale: unknown) =>
    toGroupedItem({ id: 5, slug: 'tasse', type: 'simple', name: NAME, price: { regular: 1000 }, textLocale })!;

  it('marks the name with its language on a page in another, not on a page in its own', () => {
    mockApi([]);
    renderWithProviders(<GroupedItemRow item={item('fr')} />, { locale: 'ar' });
    expect(marked(screen.getByRole('heading', { name: NAME }))).toEqual(FRENCH);
    cleanup();
    renderWithProviders(<GroupedItemRow item={item('fr')} />, { locale: 'fr' });
    expect(marked(screen.getByRole('heading', { name: NAME }))).toEqual(NONE);
  });

  it("reads the texts' locale from the card, an answer without it being the page's own", () => {
    expect(item('fr').textLocale).toBe('fr');
    expect(item(undefined).textLocale).toBeNull();
    expect(frenchProduct('en', { textLocale: 'xx' }).textLocale).toBeNull();
  });
});
