import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderPay } from '@features/checkout/components/pay/OrderPay';
import type { Order } from '@features/checkout/model/types';
import type { ApiError } from '@shared/api/problem';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes } from '../../../support/fixtures/routes';
import { storyOrderPayment, storyPendingOrder } from '../../../../stories/support/order';

const refusal = (code: string): ApiError => ({ status: 400, code, fields: [{ field: 'body.paymentMethod', code }] });

// Full provider stack (MUI, Emotion, router, store): slow on a busy machine.
describe('OrderPay', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi(baseRoutes));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the order and pays by the method chosen, then hands the paid order on', async () => {
    const paid: Order = { ...storyPendingOrder('en'), status: 'on-hold' };
    const pay = vi.fn(async () => paid);
    const onPaid = vi.fn();
    renderWithProviders(<OrderPay payment={storyOrderPayment('en')} pay={pay} onPaid={onPaid} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for order' })).toBeVisible();
    expect(within(screen.getByRole('table')).getByText('Deposit: Pattern design')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Direct bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay for order' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paid));
    expect(pay).toHaveBeenCalledWith('bacs');
  });

  it('asks for a method when none is chosen, and sends nothing', async () => {
    const pay = vi.fn(async () => storyPendingOrder('en'));
    renderWithProviders(<OrderPay payment={storyOrderPayment('en', 'unchosen')} pay={pay} onPaid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay for order' }));
    expect(await screen.findByText('Choose a payment method.')).toBeVisible();
    expect(pay).not.toHaveBeenCalled();
  });

  it('says a refused method under the methods, any other refusal above the button; nothing is paid', async () => {
    const onPaid = vi.fn();
    const pay = vi
      .fn<() => Promise<Order>>()
      .mockRejectedValueOnce(refusal('payment_method_unavailable'))
      .mockRejectedValueOnce({ status: 409, code: 'order_not_payable', fields: [] } satisfies ApiError);
    renderWithProviders(<OrderPay payment={storyOrderPayment('en')} pay={pay} onPaid={onPaid} />);
    const button = screen.getByRole('button', { name: 'Pay for order' });
    await userEvent.click(button);
    expect(
      await screen.findByText('This payment method is not available for this address. Please choose another.'),
    ).toBeVisible();
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not waiting for payment.');
    expect(onPaid).not.toHaveBeenCalled();
  });
});
