import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSidebar } from '@features/catalogue/components/filters/FilterSidebar';
import type { Locale } from '@domain/locales';
import type { ListingFilters } from '@domain/listing';
import { cssValueAt } from '../../../../support/media-rules';
import { mockApi } from '../../../../support/mock-api';
import { renderWithProviders } from '../../../../support/render';
import {
  bowls,
  categories,
  categoryHref,
  Controlled,
  facets,
  filters,
  onChangeSpy,
  setViewportWidth,
} from './fixtures';

function renderSidebar(locale: Locale = 'en', initial: ListingFilters = filters()) {
  return renderWithProviders(
    <>
      <button type="button">Before</button>
      <Controlled initial={initial}>
        {(f, onChange) => (
          <FilterSidebar
            facets={facets}
            filters={f}
            category={bowls}
            categories={categories}
            categoryHref={categoryHref}
            onChange={onChange}
            resultCount={12}
          />
        )}
      </Controlled>
      <button type="button">After</button>
    </>,
    { locale, route: `/${locale}/category/bowls/` },
  );
}

describe('FilterSidebar', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    onChangeSpy.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the widgets in an aside named Filters above 991px, and the button at 991px or less, by CSS', () => {
    setViewportWidth(992);
    renderSidebar();
    const aside = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(aside).getByRole('heading', { level: 3, name: 'Categories' })).toBeInTheDocument();
    expect(within(aside).getAllByRole('slider')).toHaveLength(2);
    expect(within(aside).getByRole('checkbox', { name: 'Blue, 12 products' })).toBeInTheDocument();
    expect(within(aside).getByRole('combobox', { name: 'Search Material' })).toBeInTheDocument();
    // Both are in the page (server-rendered HTML is right at any width); media queries show one (jsdom applies none).
    const button = screen.getByRole('button', { name: 'Filters' });
    expect([cssValueAt(aside, 'display'), cssValueAt(aside, 'display', '(min-width:992px)')]).toEqual([
      'none',
      'block',
    ]);
    const buttonBox = button.parentElement!;
    expect([cssValueAt(buttonBox, 'display'), cssValueAt(buttonBox, 'display', '(min-width:992px)')]).toEqual([
      'contents',
      'none',
    ]);
  });

  it('at 991px, opens the filters in a named modal dialog from a button that counts active filters', async () => {
    setViewportWidth(991);
    const user = userEvent.setup();
    renderSidebar(
      'en',
      filters({ minPrice: 10_000, attributes: [{ attribute: 'colour', terms: ['blue'], queryType: 'and' }] }),
    );
    const button = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Show 12 results' })).toBeInTheDocument();
    // Filters apply at once and the drawer stays open.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Green, 1 product' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3 active)', hidden: true })).toBeInTheDocument();
  });

  it('keeps Tab inside the drawer, closes on Escape and gives focus back without warnings', async () => {
    setViewportWidth(390);
    const warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const user = userEvent.setup();
    renderSidebar('ar');
    const button = screen.getByRole('button', { name: 'عوامل التصفية' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'عوامل التصفية' });
    for (let i = 0; i < 40; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The closed drawer is gone: Tab goes from the button to what follows it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    warnings.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });

  it('closes an open drawer when the window grows past 991px, where the sidebar takes over', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    setViewportWidth(1200);
    // The next render (a filter applied from the drawer) reads the new width.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Green, 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes with its close button and with 'Show N results', focus back on the button", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderSidebar();
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show 12 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
