import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, mergeSettings } from '@domain/settings';
import { Header } from '@features/navigation/components/Header';
import type { AccountEntryState } from '@features/navigation/model/account-entry';
import { renderWithProviders } from '../../../../support/render';
import { mockApi, type MockRoute } from '../../../../support/mock-api';
import { categoriesRoute, setViewportWidth } from '../fixtures';

async function openMenu(locale: 'en' | 'ar', route = `/${locale}/`, wishlist?: AccountEntryState) {
  const user = userEvent.setup();
  renderWithProviders(<Header mobileWishlist={wishlist} />, { locale, route });
  const hamburger = screen.getByRole('button', { name: locale === 'en' ? 'Menu' : 'القائمة' });
  await user.click(hamburger);
  const dialog = await screen.findByRole('dialog');
  return { user, hamburger, dialog };
}

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('mobile menu', { timeout: 20_000 }, () => {
  const routes: MockRoute[] = [categoriesRoute];
  beforeEach(() => {
    // Reduced motion: the drawer opens and closes without a transition, so tests need not wait for one.
    setViewportWidth(390, { reducedMotion: true });
    mockApi(routes);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    routes.splice(1);
  });

  it('is a named modal dialog', async () => {
    const { dialog, hamburger } = await openMenu('en');
    expect(dialog).toHaveAccessibleName('Browse the shop');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
  });

  it('opens from the start side, the left, in English', async () => {
    const { dialog } = await openMenu('en');
    expect(getComputedStyle(dialog).left).toBe('0px');
    expect(getComputedStyle(dialog).right).not.toBe('0px');
  });

  it('opens from the right, the start side, in Arabic', async () => {
    const { dialog } = await openMenu('ar');
    expect(dialog).toHaveAccessibleName('تصفح المتجر');
    expect(getComputedStyle(dialog).right).toBe('0px');
    expect(getComputedStyle(dialog).left).not.toBe('0px');
  });

  it("opens from the end side when the store says 'end'", async () => {
    routes.push({
      path: '/api/settings',
      body: mergeSettings(DEFAULT_SETTINGS, { header: { mobileMenuSide: 'end' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { locale: 'ar' });
    // Wait for the settings before opening.
    await waitFor(() => expect(routesCalled('/api/settings')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'القائمة' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(dialog).left).toBe('0px'));
  });

  it('closes with its close button and gives focus back to the hamburger, without warnings', async () => {
    const warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const { user, hamburger, dialog } = await openMenu('en');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    warnings.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });

  it('closes with Escape, gives focus back, and is not left in the page', async () => {
    const { user, hamburger } = await openMenu('ar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
    // The only 'Shop' link left is the primary menu's, which CSS hides on phones.
    for (const link of screen.queryAllByRole('link', { name: 'المتجر', hidden: true })) {
      expect(link.closest('nav')).toHaveAccessibleName('القائمة الرئيسية');
    }
  });

  it('has Menu and Account tabs', async () => {
    const { user, dialog } = await openMenu('en');
    const tabs = within(dialog).getByRole('tablist', { name: 'Menu sections' });
    expect(within(tabs).getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toContainElement(within(dialog).getByRole('link', { name: 'Shop' }));
    await user.click(within(tabs).getByRole('tab', { name: 'Account' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Account' });
    expect(within(panel).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/my-account/');
    expect(within(panel).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/en/wishlist/');
    expect(within(panel).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart/');
  });

  it('shows the wishlist entry’s count, and names it with the count', async () => {
    const { user, dialog } = await openMenu('en', '/en/', { name: 'Wishlist, 2 items', count: 2 });
    await user.click(within(dialog).getByRole('tab', { name: 'Account' }));
    const entry = within(dialog).getByRole('link', { name: 'Wishlist, 2 items' });
    expect(entry).toHaveAttribute('href', '/en/wishlist/');
    expect(entry).toHaveTextContent('Wishlist2');
  });

  it('opens the wishlist popup from the entry with open_popup: the menu closes, focus goes back to the hamburger', async () => {
    const onOpen = vi.fn();
    const { user, dialog, hamburger } = await openMenu('en', '/en/', { name: 'Wishlist, 2 items', count: 2, onOpen });
    await user.click(within(dialog).getByRole('tab', { name: 'Account' }));
    const entry = within(dialog).getByRole('button', { name: 'Wishlist, 2 items' });
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(entry);
    expect(onOpen).toHaveBeenCalledWith(hamburger);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('expands and collapses sub-menus', async () => {
    const { user, dialog } = await openMenu('en');
    const expand = await within(dialog).findByRole('button', { name: 'Ceramics sub-menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Bowls' })).not.toBeInTheDocument();
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Bowls' })).toHaveAttribute('href', '/en/category/bowls/');
    await user.click(expand);
    expect(within(dialog).queryByRole('link', { name: 'Bowls' })).not.toBeInTheDocument();
  });

  it('opens the branch of the current page and marks it', async () => {
    const { dialog } = await openMenu('en', '/en/category/plates/');
    expect(await within(dialog).findByRole('button', { name: 'Ceramics sub-menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: 'Plates' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes when a link is followed', async () => {
    const { user, dialog, hamburger } = await openMenu('en');
    await user.click(within(dialog).getByRole('link', { name: 'Shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
  });
});

describe('mobile menu with motion', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setViewportWidth(390);
    mockApi([categoriesRoute]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('slides in and out, then leaves the page', async () => {
    const { user, hamburger, dialog } = await openMenu('en');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
  });
});

function routesCalled(path: string): boolean {
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return fetchMock.mock.calls.some(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === path,
  );
}
