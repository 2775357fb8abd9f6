import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage } from '@app/routes/checkout/CheckoutPage';
import { CHECKOUT_UPDATE_DELAY_MS } from '@features/checkout/hooks/useDestinationUpdate';
import { serverFieldErrors, type CheckoutValues } from '@features/checkout/model/form';
import type { ApiError } from '@shared/api/problem';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';

const METHODS = [
  { id: 'cod', title: 'Cash on delivery', description: 'Pay in cash when your parcel is delivered.' },
  { id: 'bacs', title: 'Direct bank transfer', description: 'Make your payment directly into our bank account.' },
];
const checkoutRoute = {
  path: '/api/checkout',
  handler: () => ({ body: { cart: fixture('cart:full', 'en'), paymentMethods: METHODS, defaultPaymentMethod: 'cod' } }),
};
const updateRoute = { method: 'PUT', path: '/api/checkout', handler: checkoutRoute.handler };
const customerRoute = {
  method: 'PUT',
  path: '/api/cart/customer',
  handler: () => ({ body: fixture('cart:full', 'en') }),
};
/** The checkout's own updates (the totals for a destination), not the addresses kept with the cart. */
const checkoutPuts = (calls: Request[]) =>
  calls.filter((c) => c.method === 'PUT' && new URL(c.url).pathname === '/api/checkout');

const values = (country = 'MA'): CheckoutValues => ({
  billing: { country },
  shipToDifferentAddress: false,
  shipping: {},
  paymentMethod: 'cod',
  customerNote: '',
  saveAddresses: true,
  createAccount: false,
  accountPassword: '',
});

describe('the server’s refusals on the form', () => {
  const error = (fields: ApiError['fields'], code = fields[0]?.code ?? 'x'): ApiError => ({
    status: 400,
    code,
    fields,
  });

  it('puts each address fault under its field, as the rule the field translates', () => {
    expect(
      serverFieldErrors(
        error([
          { field: 'body.billing.postcode', code: 'postcode' },
          { field: 'body.billing.address_1', code: 'maxlength' },
          { field: 'body.paymentMethod', code: 'payment_method_unavailable' },
        ]),
        values(),
      ),
    ).toEqual({
      billing: {
        postcode: JSON.stringify({ rule: 'postcode', country: 'MA' }),
        address_1: JSON.stringify({ rule: 'maxlength', max: 200 }),
      },
      paymentMethod: JSON.stringify({ rule: 'payment_method_unavailable' }),
    });
  });

  it('leaves a refusal that is no field rule to the notice above the form', () => {
    expect(serverFieldErrors(error([{ field: 'body.billing.country', code: 'no_shipping' }]), values())).toEqual({});
  });
});

// Full provider stack (MUI, Emotion, router, store): slow on a busy machine.
describe('CheckoutPage', { timeout: 30_000 }, () => {
  let calls: Request[];
  beforeEach(() => {
    ({ calls } = mockApi([checkoutRoute, updateRoute, customerRoute, ...baseRoutes]));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // Each test's form keeps a draft for the tab: the next one starts without it.
    sessionStorage.clear();
  });

  it('on a submit with empty fields, focuses a summary that links to each field, and sends nothing', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem with your details' });
    await waitFor(() => expect(summary).toHaveFocus());
    const link = screen.getByRole('link', { name: /First name/ });
    expect(link).toHaveAttribute('href', '#billing-first_name');
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('announces the payment methods and the shipping methods once each, as one named radio group', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    for (const name of ['Payment method', 'Shipping']) {
      expect(screen.getAllByRole('radiogroup', { name }), name).toHaveLength(1);
      expect(screen.queryAllByRole('group', { name }), name).toEqual([]);
    }
    expect(screen.queryAllByRole('group', { name: '' })).toEqual([]);
  });

  it('keeps what the shopper typed for the tab: a reload finds the names, the street, the phone and the note', async () => {
    sessionStorage.clear();
    const first = renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Amina');
    await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '12 rue de Fès');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0612345678');
    await waitFor(() => expect(sessionStorage.getItem('zellige.checkout.draft')).toContain('0612345678'));
    first.unmount();

    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Amina'));
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toHaveValue('12 rue de Fès');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('0612345678');
    expect(sessionStorage.getItem('zellige.checkout.draft')).not.toContain('accountPassword');
    sessionStorage.clear();
  });

  it('keeps the addresses with the cart 2 s after the shopper stops typing, not before', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(first, 'Amina');
    const kept = () => calls.filter((c) => new URL(c.url).pathname === '/api/cart/customer');
    await act(async () => vi.advanceTimersByTime(CHECKOUT_UPDATE_DELAY_MS - 300));
    expect(kept()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(400));
    await waitFor(() => expect(kept()).toHaveLength(1));
    expect(kept()[0]!.method).toBe('PUT');
    expect(await kept()[0]!.clone().json()).toMatchObject({
      billing: { first_name: 'Amina' },
      shipToDifferentAddress: false,
    });
  });

  it('fills the form from the addresses kept with the cart (another tab, another device)', async () => {
    const cart = {
      ...(fixture('cart:full', 'en') as object),
      customer: {
        billing: { first_name: 'Salma', address_1: '3 derb Zellige', phone: '0611223344', country: 'MA' },
        shipping: {},
        shipToDifferentAddress: false,
      },
    };
    mockApi([
      {
        path: '/api/checkout',
        handler: () => ({ body: { cart, paymentMethods: METHODS, defaultPaymentMethod: 'cod' } }),
      },
      ...baseRoutes,
    ]);
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Salma'));
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toHaveValue('3 derb Zellige');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('0611223344');
  });

  it('recomputes the order 2 s after a change of payment method, not before', async () => {
    expect(CHECKOUT_UPDATE_DELAY_MS).toBe(2000);
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const transfer = await screen.findByRole('radio', { name: 'Direct bank transfer' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => transfer.click());
    const puts = () => checkoutPuts(calls);
    await act(async () => vi.advanceTimersByTime(CHECKOUT_UPDATE_DELAY_MS - 100));
    expect(puts()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await puts()[0]!.clone().json()).toMatchObject({ paymentMethod: 'bacs', country: expect.any(String) });
  });

  it('leaves a postcode not valid yet out of the update, so the change it carries is not refused', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const transfer = await screen.findByRole('radio', { name: 'Direct bank transfer' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Postcode/ }), '200');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => transfer.click());
    await act(async () => vi.advanceTimersByTime(CHECKOUT_UPDATE_DELAY_MS + 100));
    const puts = () => checkoutPuts(calls);
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = await puts()[0]!.clone().json();
    expect(body).toMatchObject({ paymentMethod: 'bacs', country: 'MA' });
    expect(body.postcode ?? '').toBe('');
  });

  it('shows the totals and the Place order button as updating from the change until the new totals arrive', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const transfer = await screen.findByRole('radio', { name: 'Direct bank transfer' });
    const place = screen.getByRole('button', { name: 'Place order' });
    const total = () => screen.getByRole('row', { name: /^Total/ });
    expect(within(place).queryByTestId('spinner')).toBeNull();
    expect(within(total()).queryByTestId('spinner')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => transfer.click());
    // At once, while the 2 s delay runs: the old amounts are marked as about to change.
    expect(within(place).getByTestId('spinner')).toBeInTheDocument();
    expect(within(total()).getByTestId('spinner')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your order' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Updating your order…');
    await act(async () => vi.advanceTimersByTime(CHECKOUT_UPDATE_DELAY_MS + 100));
    await waitFor(() => expect(within(total()).queryByTestId('spinner')).toBeNull());
    expect(within(place).queryByTestId('spinner')).toBeNull();
    expect(screen.getByRole('table', { name: 'Your order' })).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the second address out of sight and out of the summary until the shopper asks for it', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    const different = await screen.findByRole('checkbox', { name: 'Ship to a different address?' });
    expect(document.getElementById('shipping-first_name')).toBeNull();
    // Built hidden when the pointer reaches the checkbox: not heard, not reached, not checked.
    await userEvent.hover(different);
    await waitFor(() => expect(document.getElementById('shipping-first_name')).not.toBeNull());
    expect(screen.getAllByRole('textbox', { name: /^First name/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem with your details' });
    expect(summary.querySelector('a[href="#shipping-first_name"]')).toBeNull();

    await userEvent.click(different);
    expect(screen.getAllByRole('textbox', { name: /^First name/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(summary.querySelector('a[href="#shipping-first_name"]')).not.toBeNull());
  });

  it('asks a guest who wants an account for a password of 8 to 30 characters, in the summary and by the field', async () => {
    renderWithProviders(<CheckoutPage />, { locale: 'en', route: '/en/checkout/' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Create an account?' }));
    const password = screen.getByLabelText(/^Create account password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem with your details' });
    expect(summary.querySelector('a[href="#checkout-account-password"]')).toHaveTextContent(
      'Create account password: Please enter a value between 8 and 30 characters long',
    );
    expect(password).toHaveAccessibleDescription('Please enter a value between 8 and 30 characters long');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
