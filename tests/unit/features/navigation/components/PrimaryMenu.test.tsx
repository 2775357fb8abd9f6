import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '@features/navigation/components/Header';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { categoriesRoute, setViewportWidth } from '../fixtures';

async function renderMenu(locale: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Header />, { locale });
  const nav = screen.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'القائمة الرئيسية' });
  await within(nav).findByRole('link', { name: locale === 'en' ? 'Ceramics' : 'خزف' });
  return { user, nav };
}

const toggle = () => screen.getByRole('button', { name: 'Ceramics sub-menu' });
const subList = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('primary menu dropdowns (keyboard)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setViewportWidth(1440);
    mockApi([categoriesRoute]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('controls a hidden sub-menu that Enter shows and hides', async () => {
    const { user } = await renderMenu();
    expect(subList()).not.toBeVisible();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(subList()).toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(subList()).not.toBeVisible();
  });

  it('Down opens and focuses the first link; arrows, Home and End move inside, wrapping', async () => {
    const { user } = await renderMenu();
    toggle().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Handmade Mugs' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bowls' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Plates' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Handmade Mugs' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Plates' })).toHaveFocus();
  });

  it('Up on the button opens and focuses the last link', async () => {
    const { user } = await renderMenu();
    toggle().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Plates' })).toHaveFocus();
  });

  it('Escape closes the sub-menu and returns focus to its button', async () => {
    const { user } = await renderMenu();
    toggle().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(subList()).not.toBeVisible();
  });

  it('Tab out of the sub-menu closes it', async () => {
    const { user } = await renderMenu();
    toggle().focus();
    await user.keyboard('{ArrowUp}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tagines' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Right and Left move between top-level links and buttons', async () => {
    const { user, nav } = await renderMenu();
    within(nav).getByRole('link', { name: 'Shop' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'Ceramics' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toggle()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'Tagines' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(nav).getByRole('link', { name: 'Ceramics' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(nav).getByRole('link', { name: 'Rugs and textiles' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('mirrors Left and Right in Arabic', async () => {
    const { user, nav } = await renderMenu('ar');
    within(nav).getByRole('link', { name: 'الرئيسية' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(nav).getByRole('link', { name: 'المتجر' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveFocus();
  });

  it('opens on mouse hover and closes 150 ms after the pointer leaves', async () => {
    const { nav } = await renderMenu();
    // Fake timers only once the categories have loaded: Testing Library's waiting needs real ones.
    vi.useFakeTimers();
    try {
      const item = within(nav).getByRole('link', { name: 'Ceramics' }).closest('li') as HTMLElement;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(149));
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
