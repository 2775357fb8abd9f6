import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuantityLimits } from '@domain/quantity';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';

function Field({ limits, initial = '1' }: { limits: QuantityLimits; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <QuantityInput value={value} onChange={setValue} limits={limits} />;
}

const limits = (overrides: Partial<QuantityLimits> = {}): QuantityLimits => ({
  min: 1,
  max: 3,
  step: 1,
  soldIndividually: false,
  ...overrides,
});

describe('QuantityInput', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('steps with its buttons between min and max', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field limits={limits()} />, { locale: 'en' });
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(field).toHaveValue(1);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue(3);
  });

  it('resets a typed value above max, and raises one below min, when the field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field limits={limits({ min: 2 })} initial="2" />, { locale: 'fr' });
    const field = screen.getByRole('spinbutton', { name: 'Quantité' });
    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(field).toHaveValue(3);
    await user.clear(field);
    await user.type(field, '1');
    await user.tab();
    expect(field).toHaveValue(2);
  });

  it('is not shown for a product sold individually', () => {
    renderWithProviders(<Field limits={limits({ soldIndividually: true })} />, { locale: 'ar' });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
