import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Locale } from '@domain/locales';
import { DEFAULT_SETTINGS, mergeSettings } from '@domain/settings';
import { Header } from '@features/navigation/components/Header';
import { AccountButton } from '@features/account/components/AccountButton';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';
import { CartButton } from '@features/cart/components/CartButton';
import { SearchButton } from '@features/search/components/SearchButton';
import { isShownAt } from '../../../../support/media-rules';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { categoriesRoute, setViewportWidth } from '../fixtures';

const actions = (
  <>
    <SearchButton categories={[]} />
    <AccountButton />
    <WishlistButton />
    <CartButton count={2} />
  </>
);

type Name =
  | 'main'
  | 'logo'
  | 'home'
  | 'shop'
  | 'category'
  | 'submenu'
  | 'search'
  | 'account'
  | 'wishlist'
  | 'cart'
  | 'topBar'
  | 'currency'
  | 'message';

const expected: Record<Locale, Record<Name, string>> = {
  en: {
    main: 'Main',
    logo: 'Zellige — home',
    home: 'Home',
    shop: 'Shop',
    category: 'Ceramics',
    submenu: 'Ceramics sub-menu',
    search: 'Search',
    account: 'Account',
    wishlist: 'Wishlist, 0 items',
    cart: 'Cart, 2 items',
    topBar: 'Shop preferences',
    currency: 'Currency',
    message: 'Free delivery in Morocco from د.م.500.00',
  },
  fr: {
    main: 'Principale',
    logo: 'Zellige — accueil',
    home: 'Accueil',
    shop: 'Boutique',
    category: 'Céramique',
    submenu: 'Sous-menu Céramique',
    search: 'Rechercher',
    account: 'Compte',
    wishlist: 'Liste de souhaits, 0 article',
    cart: 'Panier, 2 articles',
    topBar: 'Préférences de la boutique',
    currency: 'Devise',
    message: 'Livraison offerte au Maroc dès د.م.500.00',
  },
  ar: {
    main: 'القائمة الرئيسية',
    logo: 'Zellige — الصفحة الرئيسية',
    home: 'الرئيسية',
    shop: 'المتجر',
    category: 'خزف',
    submenu: 'القائمة الفرعية: خزف',
    search: 'بحث',
    account: 'الحساب',
    wishlist: 'المفضلة، لا توجد منتجات',
    cart: 'سلة التسوق، منتجان',
    topBar: 'تفضيلات المتجر',
    currency: 'العملة',
    message: 'توصيل مجاني داخل المغرب ابتداءً من د.م.500.00',
  },
};

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('Header', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setViewportWidth(1440);
    mockApi([categoriesRoute]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'fr', 'ar'] as const)('names every control in %s', async (locale) => {
    const t = expected[locale];
    renderWithProviders(<Header actions={actions} />, { locale });
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: t.main });
    expect(await within(nav).findByRole('link', { name: t.category })).toHaveAttribute(
      'href',
      `/${locale}/category/ceramics/`,
    );
    expect(within(nav).getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}/`);
    expect(within(nav).getByRole('link', { name: t.shop })).toHaveAttribute('href', `/${locale}/shop/`);
    expect(within(nav).getByRole('button', { name: t.submenu })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('link', { name: t.logo })).toHaveAttribute('href', `/${locale}/`);
    expect(within(banner).getByRole('button', { name: t.search })).toHaveAttribute('aria-haspopup', 'dialog');
    // A guest's account control opens the login dialog.
    expect(within(banner).getByRole('button', { name: t.account })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(banner).getByRole('link', { name: t.wishlist })).toHaveAttribute('href', `/${locale}/wishlist/`);
    expect(within(banner).getByRole('button', { name: t.cart })).toHaveAttribute('aria-haspopup', 'dialog');
    const topBar = screen.getByRole('region', { name: t.topBar });
    expect(topBar).toHaveTextContent(t.message);
    expect(within(topBar).getByRole('combobox', { name: t.currency })).toHaveValue('MAD');
  });

  it('marks the current page and its ancestors', async () => {
    renderWithProviders(<Header actions={actions} />, { locale: 'en', route: '/en/category/bowls/#reviews' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const ceramics = await within(nav).findByRole('link', { name: 'Ceramics' });
    const bowls = within(nav).getByRole('link', { name: 'Bowls', hidden: true });
    expect(bowls).toHaveAttribute('aria-current', 'page');
    expect(ceramics).not.toHaveAttribute('aria-current');
    expect(ceramics).toHaveAttribute('data-menu-state', 'ancestor');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  // The layout follows the width in CSS, so the server's HTML is right at every width (jsdom applies no @media).
  it('has one banner, and the primary menu instead of the hamburger on desktop', () => {
    renderWithProviders(<Header actions={actions} />);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(isShownAt(screen.getByRole('button', { name: 'Menu' }), 1200)).toBe(false);
    expect(isShownAt(screen.getByRole('navigation', { name: 'Main' }), 1200)).toBe(true);
  });

  it('shows the hamburger instead of the primary menu at 1199 px', () => {
    renderWithProviders(<Header actions={actions} />);
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(isShownAt(hamburger, 1199)).toBe(true);
    expect(isShownAt(screen.getByRole('navigation', { name: 'Main' }), 1199)).toBe(false);
  });

  it('is sticky by default and can be turned off by the store', async () => {
    const { unmount } = renderWithProviders(<Header actions={actions} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'up');
    unmount();
    vi.unstubAllGlobals();
    mockApi([
      categoriesRoute,
      { path: '/api/settings', body: mergeSettings(DEFAULT_SETTINGS, { header: { sticky: false } }) },
    ]);
    renderWithProviders(<Header actions={actions} />);
    await vi.waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'off'));
  });

  it('hides on scroll down after the pin delay, and comes back when focus enters it', async () => {
    renderWithProviders(<Header actions={actions} />);
    const banner = screen.getByRole('banner');
    vi.useFakeTimers();
    try {
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
      act(() => vi.advanceTimersByTime(200));
      expect(banner).toHaveAttribute('data-shown', 'false');
      act(() => within(banner).getByRole('button', { name: 'Search' }).focus());
      expect(banner).toHaveAttribute('data-shown', 'true');
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('puts the logo between the menu and the tools in the centred-logo layout', async () => {
    vi.unstubAllGlobals();
    mockApi([
      categoriesRoute,
      { path: '/api/settings', body: mergeSettings(DEFAULT_SETTINGS, { header: { centredLogo: true } }) },
    ]);
    renderWithProviders(<Header actions={actions} />);
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: 'Zellige — home' });
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    // Default layout first: logo, then menu.
    expect(logo.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await vi.waitFor(() => {
      const centredLogo = within(banner).getByRole('link', { name: 'Zellige — home' });
      const centredNav = within(banner).getByRole('navigation', { name: 'Main' });
      expect(centredLogo.compareDocumentPosition(centredNav) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    });
  });
});
