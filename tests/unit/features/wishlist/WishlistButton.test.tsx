import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';
import { useWishlistMenuEntry } from '@features/wishlist/hooks/useWishlistMenuEntry';
import { settingsRoute } from '../../../../stories/support/api';
import { wishlistOf, wishlistRoute, withWishlistCookie } from '../../../../stories/support/wishlist';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('WishlistButton', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('links to the wishlist page; an empty wishlist says 0 in its name and draws no badge', () => {
    renderWithProviders(<WishlistButton />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Wishlist, 0 items' });
    expect(link).toHaveAttribute('href', '/en/wishlist/');
    expect(link).not.toHaveTextContent('0');
  });

  it.each([
    ['en', 1, 'Wishlist, 1 item'],
    ['fr', 0, 'Liste de souhaits, 0 article'],
    ['fr', 1, 'Liste de souhaits, 1 article'],
    ['fr', 4, 'Liste de souhaits, 4 articles'],
    ['ar', 0, 'المفضلة، لا توجد منتجات'],
    ['ar', 1, 'المفضلة، منتج واحد'],
    ['ar', 2, 'المفضلة، منتجان'],
  ] as const)('says the count in its name (%s, %i)', (locale, count, name) => {
    renderWithProviders(<WishlistButton count={count} />, { locale });
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('uses the Arabic few and many forms, and says a count past 99 as the badge shows it', () => {
    renderWithProviders(
      <>
        <WishlistButton count={3} />
        <WishlistButton count={11} />
        <WishlistButton count={100} />
      </>,
      { locale: 'ar' },
    );
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names[0]).toMatch(/^المفضلة، \S+ منتجات$/);
    expect(names[1]).toMatch(/^المفضلة، \S+ منتجًا$/);
    expect(names[2]).toBe('المفضلة، 99+ منتج');
  });

  it('reads the count from the page’s cookie, and asks the server for it with reload_count', async () => {
    const clear = withWishlistCookie();
    try {
      const count = wishlistOf('full', 'en').count;
      const api = mockApi([wishlistRoute('full'), settingsRoute({ wishlist: { reloadCount: true } })]);
      renderWithProviders(<WishlistButton />, { locale: 'en' });
      expect(await screen.findByRole('link', { name: `Wishlist, ${count} items` })).toBeInTheDocument();
      expect(api.calls.some((c) => new URL(c.url).pathname === '/api/wishlist')).toBe(true);
    } finally {
      clear();
    }
  });

  it('asks the server nothing for the count without reload_count', async () => {
    const clear = withWishlistCookie();
    try {
      const api = mockApi([wishlistRoute('full')]);
      renderWithProviders(<WishlistButton />, { locale: 'en' });
      expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.calls.some((c) => new URL(c.url).pathname === '/api/wishlist')).toBe(false);
    } finally {
      clear();
    }
  });

  describe('the mobile menu’s entry', () => {
    function Entry() {
      const entry = useWishlistMenuEntry();
      return <p>{`${entry.name} / ${entry.onOpen ? 'popup' : 'page'}`}</p>;
    }

    it('says the count like the header link, and leads to the page with menu_action open_page', async () => {
      renderWithProviders(<Entry />, { locale: 'en' });
      expect(await screen.findByText('Wishlist, 0 items / page')).toBeInTheDocument();
    });

    it('opens the popup with menu_action open_popup', async () => {
      mockApi([settingsRoute({ wishlist: { menuAction: 'open_popup' } })]);
      renderWithProviders(<Entry />, { locale: 'en' });
      expect(await screen.findByText('Wishlist, 0 items / popup')).toBeInTheDocument();
    });
  });
});
