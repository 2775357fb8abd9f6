import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '@features/navigation/components/Footer';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { categoriesRoute } from '../fixtures';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('Footer', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([categoriesRoute]));
  afterEach(() => vi.unstubAllGlobals());

  it('is the contentinfo landmark with a labelled footer navigation', async () => {
    renderWithProviders(<Footer />, { locale: 'en', route: '/en/returns/' });
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    // The categories column appears once the catalogue has answered.
    const categories = await within(nav).findByRole('list', { name: 'Shop categories' });
    expect(within(categories).getByRole('link', { name: 'Ceramics' })).toHaveAttribute(
      'href',
      '/en/category/ceramics/',
    );
    const help = within(nav).getByRole('list', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/delivery/', '/en/returns/', '/en/contact/']);
    expect(within(help).getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('list', { name: 'About' })).toBeInTheDocument();
    expect(within(footer).getByText('Prices in Moroccan dirham (MAD)')).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Zellige. All rights reserved.`)).toBeInTheDocument();
  });

  it('is translated', async () => {
    renderWithProviders(<Footer />, { locale: 'ar' });
    const nav = screen.getByRole('navigation', { name: 'تذييل الصفحة' });
    expect(await within(nav).findByRole('link', { name: 'طواجن' })).toHaveAttribute('href', '/ar/category/tagines/');
    expect(screen.getByText('الأسعار بالدرهم المغربي (MAD)')).toBeInTheDocument();
  });
});
