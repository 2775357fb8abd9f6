import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import type { ListingFilters } from '@domain/listing';
import { PriceFilter } from '@features/catalogue/components/filters/PriceFilter';
import { mockApi } from '../../../../support/mock-api';
import { renderWithProviders } from '../../../../support/render';
import { Controlled, facets, filters, onChangeSpy } from './fixtures';

function renderPrice(locale: Locale = 'en', initial: ListingFilters = filters()) {
  return renderWithProviders(
    <Controlled initial={initial}>
      {(f, onChange) => <PriceFilter price={facets.price} filters={f} onChange={onChange} />}
    </Controlled>,
    { locale },
  );
}

const last = () => onChangeSpy.mock.lastCall?.[0];

describe('PriceFilter', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    onChangeSpy.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has two named thumbs between the bounds rounded outward, with spoken prices', () => {
    renderPrice();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('aria-valuenow', '99');
    expect(max).toHaveAttribute('aria-valuenow', '451');
    expect(min).toHaveAttribute('aria-valuetext', '99.00 Moroccan dirhams');
    expect(screen.getByRole('spinbutton', { name: 'Min. (MAD)' })).toHaveValue(null);
  });

  it.each([
    ['en', 'ArrowRight', 'ArrowLeft'],
    ['ar', 'ArrowLeft', 'ArrowRight'],
  ] as const)('in %s, %s moves a thumb towards dearer prices and applies it', async (locale, dearer, cheaper) => {
    const user = userEvent.setup();
    renderPrice(locale);
    const min = screen.getByRole('slider', { name: locale === 'en' ? 'Minimum price' : 'أدنى سعر' });
    act(() => min.focus());
    await user.keyboard(`{${dearer}}`);
    expect(min).toHaveAttribute('aria-valuenow', '100');
    expect(last()).toMatchObject({ minPrice: 10_000, maxPrice: null });
    const max = screen.getByRole('slider', { name: locale === 'en' ? 'Maximum price' : 'أعلى سعر' });
    act(() => max.focus());
    await user.keyboard(`{${cheaper}}`);
    expect(max).toHaveAttribute('aria-valuenow', '450');
    expect(last()).toMatchObject({ minPrice: 10_000, maxPrice: 45_000 });
  });

  it('applies typed prices on Enter, on blur and with Apply', async () => {
    const user = userEvent.setup();
    renderPrice();
    const min = screen.getByRole('spinbutton', { name: 'Min. (MAD)' });
    const max = screen.getByRole('spinbutton', { name: 'Max. (MAD)' });
    await user.type(min, '120{Enter}');
    expect(last()).toMatchObject({ minPrice: 12_000, maxPrice: null });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '120');
    await user.type(max, '300.5');
    await user.tab();
    expect(last()).toMatchObject({ minPrice: 12_000, maxPrice: 30_050 });
    await user.clear(min);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(last()).toMatchObject({ minPrice: null, maxPrice: 30_050 });
  });

  it('changes nothing when focus only passes through the inputs, even for prices beyond the bounds', async () => {
    const user = userEvent.setup();
    // 50 and 500 dirhams lie outside the listing's 99–451: applying them would drop both from the address.
    renderPrice('en', filters({ minPrice: 5_000, maxPrice: 50_000 }));
    act(() => screen.getByRole('spinbutton', { name: 'Min. (MAD)' }).focus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    expect(onChangeSpy).not.toHaveBeenCalled();
    // What is typed still applies on blur.
    await user.type(screen.getByRole('spinbutton', { name: 'Max. (MAD)' }), '{Backspace}');
    await user.tab();
    expect(last()).toMatchObject({ minPrice: null, maxPrice: 5_000 });
  });

  it('shows a translated error when the minimum is above the maximum, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPrice('fr', filters({ maxPrice: 20_000 }));
    const min = screen.getByRole('spinbutton', { name: 'Min. (MAD)' });
    await user.type(min, '300{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Le prix minimum ne peut pas dépasser le prix maximum.');
    const max = screen.getByRole('spinbutton', { name: 'Max. (MAD)' });
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('Le prix minimum ne peut pas dépasser le prix maximum.');
    expect(min).toHaveValue(300);
    expect(onChangeSpy).not.toHaveBeenCalled();
    await user.clear(max);
    await user.type(max, '400{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(last()).toMatchObject({ minPrice: 30_000, maxPrice: 40_000 });
  });

  it('is not shown when the listing has no price range', () => {
    renderWithProviders(<PriceFilter price={null} filters={filters()} onChange={onChangeSpy} />);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
