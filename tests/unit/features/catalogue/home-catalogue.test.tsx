import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { deferred } from '../notices/fixtures';
import { category, home, product } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const counts = [0, 1, 2, 3, 11, 100];
const countCategories = counts.map((n) => category(`c${n}`, `Category ${n}`, n));

const expectedCounts: Record<Locale, string[]> = {
  en: ['0 products', '1 product', '2 products', '3 products', '11 products', '100 products'],
  fr: ['0 produit', '1 produit', '2 produits', '3 produits', '11 produits', '100 produits'],
  ar: ['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج'],
};

const titles: Record<Locale, { categories: string; featured: string }> = {
  en: { categories: 'Shop by category', featured: 'Featured products' },
  fr: { categories: 'Acheter par catégorie', featured: 'Produits vedettes' },
  ar: { categories: 'تسوّق حسب الفئة', featured: 'منتجات مميزة' },
};

const homeCalls = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/catalogue/home');

function homeRoute(
  handler: (request: Request) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>,
) {
  return { path: '/api/catalogue/home', handler };
}

describe('HomeCatalogue', () => {
  it.each(['en', 'fr', 'ar'] as const)(
    'renders category tiles with translated plural counts and links in %s',
    async (locale) => {
      const { calls } = mockApi([homeRoute(() => ({ body: home({ categories: countCategories }) }))]);
      renderWithProviders(<HomeCatalogue />, { locale });
      const section = await screen.findByRole('region', { name: titles[locale].categories });
      const tiles = await within(section).findAllByRole('listitem');
      expect(tiles).toHaveLength(counts.length);
      tiles.forEach((tile, i) => {
        expect(within(tile).getByRole('heading', { level: 3, name: `Category ${counts[i]}` })).toBeInTheDocument();
        expect(tile).toHaveTextContent(expectedCounts[locale][i] as string);
        expect(within(tile).getByRole('link')).toHaveAttribute('href', `/${locale}/category/c${counts[i]}/`);
      });
      expect(homeCalls(calls).map((c) => new URL(c.url).searchParams.get('locale'))).toEqual([locale]);
    },
  );

  it('renders at most eight featured product cards as a list, with the first row fetched at once', async () => {
    mockApi([homeRoute(() => ({ body: home({ featured: Array.from({ length: 10 }, (_, i) => product(i + 1)) }) }))]);
    renderWithProviders(<HomeCatalogue />, { locale: 'fr' });
    const section = await screen.findByRole('region', { name: 'Produits vedettes' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/fr/product/product-1/',
    );
    const images = within(section).getAllByRole('img', { name: /Product \d photo/ });
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('shows busy sections with skeletons while loading, then the content', async () => {
    const gate = deferred();
    mockApi([
      homeRoute(async () => {
        await gate.promise;
        return { body: home() };
      }),
    ]);
    renderWithProviders(<HomeCatalogue />);
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(2);
    sections.forEach((section) => {
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(section).toHaveTextContent('Loading…');
      // Skeletons are hidden from assistive technology: no list, no items.
      expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    });

    gate.resolve();
    expect(await screen.findByRole('link', { name: 'Ceramics' })).toBeInTheDocument();
    screen.getAllByRole('region').forEach((section) => expect(section).not.toHaveAttribute('aria-busy'));
  });

  it('shows a translated error and retries on request, focusing the content that replaces the alert', async () => {
    let attempt = 0;
    const second = deferred();
    const { calls } = mockApi([
      homeRoute(async () => {
        attempt += 1;
        if (attempt === 1) return { status: 503, body: { status: 503, code: 'server_error' } };
        await second.promise;
        return { body: home() };
      }),
    ]);
    renderWithProviders(<HomeCatalogue />, { locale: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les produits n’ont pas pu être chargés.');
    expect(alert).toHaveTextContent('Un problème est survenu de notre côté. Veuillez réessayer.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    // While the retry runs the alert stays, its button busy, so focus is not lost.
    await waitFor(() => expect(homeCalls(calls)).toHaveLength(2));
    // The request leaves before React re-renders the busy state: wait for the render, do not assume it.
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Réessayer' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );

    second.resolve();
    expect(await screen.findByRole('link', { name: 'Ceramics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The first section, the featured products, takes focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Produits vedettes' })).toHaveFocus());
  });

  it('says so when there is nothing to show', async () => {
    mockApi([homeRoute(() => ({ body: { categories: [], featured: [] } }))]);
    renderWithProviders(<HomeCatalogue />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد فئات لعرضها حاليًا.')).toBeInTheDocument();
    expect(screen.getByText('لا توجد منتجات مميزة في الوقت الحالي.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
