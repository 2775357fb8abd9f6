import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwatchButton } from '@entities/product/components/SwatchButton';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

afterEach(() => vi.unstubAllGlobals());

const state = { term: 'wool', disabled: false, outOfStock: false, selected: false };

describe('SwatchButton', () => {
  it('draws a picture swatch as a lazy image inside the named toggle, out of stock too', async () => {
    mockApi([]);
    const toggled = vi.fn();
    renderWithProviders(
      <SwatchButton
        state={{ ...state, outOfStock: true }}
        swatch="/media/swatch wool.webp"
        name="wool"
        onToggle={toggled}
      />,
    );
    const button = screen.getByRole('button', { name: /wool/ });
    const picture = button.querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('src', '/media/swatch%20wool.webp');
    expect(picture).toHaveAttribute('alt', '');
    await userEvent.setup().click(button);
    expect(toggled).toHaveBeenCalledWith('wool');
  });

  it('paints a colour swatch with its colour, without an image', () => {
    mockApi([]);
    renderWithProviders(<SwatchButton state={state} swatch="#26307a" name="indigo" onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: 'indigo' }).querySelector('img')).toBeNull();
  });

  it('holds only phrasing content, as a button may (a span, not a div, draws the swatch)', () => {
    mockApi([]);
    renderWithProviders(<SwatchButton state={state} swatch="/media/wool.webp" name="wool" onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: 'wool' });
    expect([...button.querySelectorAll('*')].map((el) => el.tagName.toLowerCase())).toEqual(['span', 'img']);
  });
});
