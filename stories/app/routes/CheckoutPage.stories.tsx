/**
 * The checkout page (`/:locale/checkout/`): billing details, the order's review, payment and 'Place order', in each
 * state a shopper meets. Carts are the recorded answers; the shopper's typing is played.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { CheckoutPage } from '@app/routes/checkout/CheckoutPage';
import { API_WAIT, msg, pendingRoute, storyLocale, msgText } from '../../support/api';
import { signedInRoutes } from '../../support/account';
import { checkoutRoute, orderRefusedRoute } from '../../support/checkout';

type Locale = ReturnType<typeof storyLocale>;

const meta = {
  title: 'App/CheckoutPage',
  component: CheckoutPage,
  tags: ['mobile'],
  parameters: { api: [checkoutRoute('full')] },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeOrder = (locale: Locale) =>
  screen.findByRole('button', { name: msg(locale, 'checkout.placeOrder') }, API_WAIT);

/** Types the billing details the recorded cart does not hold (its address gives country, province, city, postcode). */
async function fillBilling(locale: Locale) {
  const type = async (id: string, text: string) =>
    userEvent.type(await screen.findByRole('textbox', { name: msg(locale, id) }, API_WAIT), text);
  await type('address.field.first_name', 'Amina');
  await type('address.field.last_name', 'Benali');
  await type('address.field.address_1', '12 rue des Orangers');
  await type('address.field.phone', '0612345678');
  await type('address.field.email', 'amina@example.ma');
}

/** The refusal's notice as the shopper ends up with it: shown, then focused once the notices' delay has passed. */
async function noticeFocused(text: string) {
  const notice = (await screen.findByText(text, {}, API_WAIT)).closest('[role="alert"]');
  await waitFor(() => expect(notice).toHaveFocus(), { timeout: 3000 });
}

/** As it opens: billing details with the cart's destination, the order, cash on delivery chosen. */
export const Default: Story = {
  play: async ({ globals }) => {
    await placeOrder(storyLocale(globals));
  },
};

/** 'Place order' with required fields empty: the summary takes focus and links to each field. */
export const WithErrors: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await userEvent.click(await placeOrder(locale));
    const summary = await screen.findByRole('region', { name: msg(locale, 'checkout.errorSummary') }, API_WAIT);
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/**
 * A new payment method: at once the shipping and total are dimmed, a spinner shows on the total and on Place order and
 * the update is announced; 2 s later the order is recomputed (never answered here).
 */
export const Updating: Story = {
  tags: ['busy'],
  parameters: { api: [checkoutRoute('full'), pendingRoute('/api/checkout', 'PUT')] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await placeOrder(locale);
    await userEvent.click(screen.getAllByRole('radio')[screen.getAllByRole('radio').length - 1]!);
    await screen.findByText(msgText(locale, 'checkout.updating'), {}, { timeout: 5000 });
  },
};

/** Placing: the button says so and cannot be pressed twice. */
export const Placing: Story = {
  parameters: { api: [checkoutRoute('full'), pendingRoute('/api/checkout/orders', 'POST')] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await placeOrder(locale);
    await fillBilling(locale);
    await userEvent.click(await placeOrder(locale));
    await screen.findByRole('button', { name: msg(locale, 'checkout.placing') }, API_WAIT);
  },
};

/** The total changed since the page was read: nothing placed, the shopper told to check and place again. */
export const PriceChanged: Story = {
  parameters: { api: [checkoutRoute('full'), orderRefusedRoute('total_changed')] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await placeOrder(locale);
    await fillBilling(locale);
    await userEvent.click(await placeOrder(locale));
    await noticeFocused(msgText(locale, 'checkout.changed'));
  },
};

/** An item sold out meanwhile: which one, and how many are left. */
export const OutOfStock: Story = {
  parameters: { api: [checkoutRoute('full'), orderRefusedRoute('out_of_stock', { name: 'Tajine', available: 1 })] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await placeOrder(locale);
    await fillBilling(locale);
    await userEvent.click(await placeOrder(locale));
    await noticeFocused(msgText(locale, 'checkout.outOfStock', { name: 'Tajine', available: '1' }));
  },
};

/** Nothing in the cart: the way back to the shop. */
export const EmptyCart: Story = {
  parameters: { api: [checkoutRoute('empty')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'checkout.empty'), {}, API_WAIT);
  },
};

/** A signed-in customer: their saved addresses filled in (shipping elsewhere), 'Save these addresses' ticked. */
export const SignedIn: Story = {
  parameters: { api: [checkoutRoute('full'), ...signedInRoutes()] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('checkbox', { name: msg(locale, 'checkout.account.save') }, API_WAIT);
  },
};

/** A guest asking for an account: the password field, its rule said below it. */
export const CreateAccount: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: msg(locale, 'checkout.account.create') }, API_WAIT),
    );
    await screen.findByLabelText(new RegExp(`^${msg(locale, 'checkout.account.password')}`), { selector: 'input' });
  },
};
