import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Locale } from '@domain/locales';
import { LanguageSwitcher } from '@features/navigation/components/LanguageSwitcher';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';

const listName: Record<Locale, string> = { en: 'Language', fr: 'Langue', ar: 'اللغة' };

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('LanguageSwitcher', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    document.cookie = 'locale=; max-age=0; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['fr', 'en', 'ar'] as const)('links to the same page, query and hash in every language from %s', (locale) => {
    renderWithProviders(<LanguageSwitcher />, {
      locale,
      route: `/${locale}/category/bowls/?orderby=price&page=2#reviews`,
    });
    const list = screen.getByRole('list', { name: listName[locale] });
    const link = (name: string) => within(list).getByRole('link', { name });
    expect(link('Français')).toHaveAttribute('href', '/fr/category/bowls/?orderby=price&page=2#reviews');
    expect(link('English')).toHaveAttribute('href', '/en/category/bowls/?orderby=price&page=2#reviews');
    expect(link('العربية')).toHaveAttribute('href', '/ar/category/bowls/?orderby=price&page=2#reviews');
  });

  it('names each language in itself, with lang and hreflang, and marks the current one', () => {
    renderWithProviders(<LanguageSwitcher />, { locale: 'fr', route: '/fr/shop/' });
    const french = screen.getByRole('link', { name: 'Français' });
    const arabic = screen.getByRole('link', { name: 'العربية' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('hreflang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(arabic).not.toHaveAttribute('aria-current');
  });

  it('goes to the page in the chosen language and remembers it in the locale cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LanguageSwitcher />
              <Where />
            </>
          }
        />
      </Routes>,
      { locale: 'fr', route: '/fr/shop/?orderby=price#top' },
    );
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(screen.getByRole('status')).toHaveTextContent('/ar/shop/?orderby=price#top');
    expect(document.cookie).toContain('locale=ar');
  });
});
