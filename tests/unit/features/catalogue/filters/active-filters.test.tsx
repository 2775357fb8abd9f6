import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveFilters } from '@features/catalogue/components/filters/ActiveFilters';
import type { ListingFilters } from '@domain/listing';
import type { Locale } from '@domain/locales';
import { mockApi } from '../../../../support/mock-api';
import { renderWithProviders } from '../../../../support/render';
import { Controlled, facets, filters, onChangeSpy } from './fixtures';

const several = filters({
  minPrice: 10_000,
  maxPrice: 40_000,
  attributes: [
    { attribute: 'colour', terms: ['blue', 'green'], queryType: 'and' },
    { attribute: 'material', terms: ['clay'], queryType: 'and' },
  ],
});

function renderBar(initial: ListingFilters, locale: Locale = 'en') {
  return renderWithProviders(
    <>
      <h2 id="results" tabIndex={-1}>
        Results
      </h2>
      <Controlled initial={initial}>
        {(f, onChange) => <ActiveFilters facets={facets} filters={f} onChange={onChange} resultsHeadingId="results" />}
      </Controlled>
    </>,
    { locale },
  );
}

describe('ActiveFilters', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    onChangeSpy.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each active filter as a named remove button, and renders nothing without filters', () => {
    const { unmount } = renderBar(several);
    expect(screen.getByRole('region', { name: 'Active filters' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Price: 100.00 Moroccan dirhams – 400.00 Moroccan dirhams, remove filter' }),
    ).toHaveTextContent('Price: \u2068د.م.\u2069\u2066100.00\u2069 – \u2068د.م.\u2069\u2066400.00\u2069');
    expect(screen.getByRole('button', { name: 'Colour: Blue, remove filter' })).toHaveTextContent('Colour: Blue');
    expect(screen.getByRole('button', { name: 'Material: Clay, remove filter' })).toBeInTheDocument();
    unmount();
    renderBar(filters({ s: 'tea', orderby: 'price' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('moves focus to the next filter, then the previous, then the results heading', async () => {
    const user = userEvent.setup();
    renderBar(filters({ attributes: [{ attribute: 'colour', terms: ['blue', 'green'], queryType: 'and' }] }));
    await user.click(screen.getByRole('button', { name: 'Colour: Blue, remove filter' }));
    expect(screen.getByRole('button', { name: 'Colour: Green, remove filter' })).toHaveFocus();
    expect(onChangeSpy.mock.lastCall?.[0].attributes[0]?.terms).toEqual(['green']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("moves focus to the filter before the last one removed, and 'Clear all' clears every filter", async () => {
    const user = userEvent.setup();
    renderBar(several);
    await user.click(screen.getByRole('button', { name: 'Material: Clay, remove filter' }));
    expect(screen.getByRole('button', { name: 'Colour: Green, remove filter' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChangeSpy.mock.lastCall?.[0]).toEqual(filters());
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('speaks prices and terms in French and Arabic', () => {
    const { unmount } = renderBar(
      filters({ minPrice: 10_000, attributes: [{ attribute: 'colour', terms: ['blue'], queryType: 'and' }] }),
      'fr',
    );
    expect(
      screen.getByRole('button', { name: /^Prix\u202f: à partir de 100,00.*, retirer le filtre$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour\u202f: Blue, retirer le filtre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout effacer' })).toBeInTheDocument();
    unmount();
    renderBar(filters({ maxPrice: 40_000 }), 'ar');
    expect(screen.getByRole('button', { name: /^السعر: حتى 400.00.*، إزالة عامل التصفية$/ })).toBeInTheDocument();
  });
});
