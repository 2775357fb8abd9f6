import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryFilter } from '@features/catalogue/components/filters/CategoryFilter';
import type { ListingCategory } from '@features/catalogue/model/listing-types';
import type { Locale } from '@domain/locales';
import { mockApi } from '../../../../support/mock-api';
import { renderWithProviders } from '../../../../support/render';
import { bowls, categories, categoryHref, facets } from './fixtures';

function renderTree(category: ListingCategory | null, locale: Locale = 'en') {
  return renderWithProviders(
    <CategoryFilter categories={categories} facets={facets} category={category} categoryHref={categoryHref} />,
    { locale },
  );
}

describe('CategoryFilter', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the current branch expanded and marks the current category', () => {
    renderTree(bowls);
    const ceramics = screen.getByRole('button', { name: 'Ceramics, 30 products' });
    expect(ceramics).toHaveAttribute('aria-expanded', 'true');
    const current = screen.getByRole('link', { name: 'Bowls, 7 products' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/en/category/bowls/?min_price=100');
    expect(screen.getByRole('button', { name: 'Leather, 24 products' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^Bags/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).not.toHaveAttribute('aria-current');
  });

  it("gives each parent an 'All X' first child linking to it, and expands and collapses it", async () => {
    const user = userEvent.setup();
    renderTree(null);
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
    const leather = screen.getByRole('button', { name: 'Leather, 24 products' });
    await user.click(leather);
    expect(leather).toHaveAttribute('aria-expanded', 'true');
    const branch = document.getElementById(leather.getAttribute('aria-controls')!)!;
    const links = within(branch).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/en/category/leather/?min_price=100',
      '/en/category/bags/?min_price=100',
    ]);
    expect(links[0]).toHaveAccessibleName('All Leather, 24 products');
    await user.click(leather);
    expect(within(branch).queryAllByRole('link')).toHaveLength(0);
  });

  it('says All X and counts in Arabic', () => {
    renderTree(bowls, 'ar');
    expect(screen.getByRole('link', { name: 'كل Ceramics، 30 منتجًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lanterns، 14 منتجًا' })).toBeInTheDocument();
  });
});
