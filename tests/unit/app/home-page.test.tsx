import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HomePage } from '@app/routes/home/HomePage';
import { mockApi } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';
import { home } from '../features/catalogue/fixtures';
import { blocks, words } from '../../../stories/support/content';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="description"]')?.remove();
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('HomePage', () => {
  it('sets the title and description, and opens with an h1 and the way into the shop', async () => {
    mockApi([{ path: '/api/catalogue/home', body: home() }]);
    renderWithProviders(<HomePage />, { locale: 'fr' });
    expect(document.title).toBe('Zellige — artisanat marocain');
    expect(description()).toBe(
      'Céramiques, tajines, tapis, maroquinerie, lanternes et bijoux faits main par des artisans marocains.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fait main au Maroc' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir la collection' })).toHaveAttribute('href', '/fr/shop/');
    expect(await screen.findByRole('link', { name: 'Ceramics' })).toHaveAttribute('href', '/fr/category/ceramics/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('draws its zellige pattern as decoration only', () => {
    mockApi([{ path: '/api/catalogue/home', body: home() }]);
    const { container } = renderWithProviders(<HomePage />, { locale: 'ar' });
    const pattern = container.querySelector('svg pattern')?.closest('svg');
    expect(pattern).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'صُنع يدويًا في المغرب' })).toBeInTheDocument();
    expect(document.title).toBe('زليج — منتجات مغربية يدوية الصنع');
  });

  it('takes its description away when it goes, so the next page does not inherit it', () => {
    mockApi([{ path: '/api/catalogue/home', body: home() }]);
    const { unmount } = renderWithProviders(<HomePage />);
    expect(description()).toBe(
      'Handmade ceramics, tagines, rugs, leather, lanterns and jewellery from Moroccan artisans.',
    );
    unmount();
    expect(description()).toBeUndefined();
  });

  it("draws the blocks of the shop's 'home' page under the catalogue, and nothing of them when it has none", async () => {
    const stored = blocks('fr');
    mockApi([
      { path: '/api/catalogue/home', body: home() },
      {
        path: '/api/pages/home',
        body: { slug: 'home', title: 'Accueil', description: '', blocks: [stored.heading, stored.cta] },
      },
    ]);
    const { unmount } = renderWithProviders(<HomePage />, { locale: 'fr' });
    const heading = await screen.findByRole('heading', { level: 2, name: words('fr').heading });
    const tiles = await screen.findByRole('link', { name: 'Ceramics' });
    // Under the catalogue, in the page's order.
    expect(tiles.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    mockApi([{ path: '/api/catalogue/home', body: home() }]);
    renderWithProviders(<HomePage />, { locale: 'fr' });
    await screen.findByRole('link', { name: 'Ceramics' });
    expect(screen.queryByRole('heading', { level: 2, name: words('fr').heading })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
