/**
 * The cart drawer with CartView and its parts: CartLine, FreeShippingGoal, CartCountdown, CartAddons (CouponForm,
 * OrderNoteForm, ShippingCalculator), ShippingMethods, CartTotals and EmptyCart. Carts are the recorded answers of
 * the real server (stories/support/cart.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { CartDrawer } from '@features/cart/components/CartDrawer';
import { API_WAIT, failingRoute, msg, pendingRoute, settingsRoute, storyLocale, msgText } from '../../support/api';
import {
  cartRoute,
  couponRefusedRoute,
  endingIn,
  freeShippingClassOnly,
  goalReached,
  orderValueLimitRoute,
} from '../../support/cart';

const meta = {
  title: 'Features/Cart/CartDrawer',
  component: CartDrawer,
  tags: ['mobile'],
  args: { id: 'cart-drawer', open: true, onClose: () => undefined, announcement: '' },
  parameters: { api: [cartRoute('full')] },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal: its parts are found on the whole page. */
const linesShown = async (locale: Locale) => {
  await screen.findByRole('button', { name: msg(locale, 'cart.addon.coupon') }, API_WAIT);
};

/** Opens an add-on and waits for its form, downloaded on this first use. */
async function openAddon(locale: Locale, addon: 'coupon' | 'note' | 'shipping', field: string) {
  await userEvent.click(await screen.findByRole('button', { name: msg(locale, `cart.addon.${addon}`) }, API_WAIT));
  await screen.findAllByLabelText(msg(locale, field), { exact: false }, API_WAIT);
}

/** Two lines, the coupon bienvenue10, an address with two methods, the goal a third of the way, the countdown. */
export const Full: Story = { play: async ({ globals }) => linesShown(storyLocale(globals)) };

/** Nothing in the cart: it says so and leads back to the shop. */
export const Empty: Story = {
  parameters: { api: [cartRoute('empty')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'cart.empty'), {}, API_WAIT);
  },
};

/** The cart is on its way (the first open). */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/cart')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'cart.loading'), {}, API_WAIT);
  },
};

/** The cart could not be loaded: the drawer says so and offers to try again. */
export const LoadError: Story = {
  parameters: { api: [failingRoute('/api/cart')] },
  play: async ({ globals }) => {
    await screen.findByRole('button', { name: msg(storyLocale(globals), 'cart.retry') }, API_WAIT);
  },
};

/** Types a coupon code and applies it, then waits for the refusal on the field. */
async function applyRefusedCoupon(locale: Locale) {
  await openAddon(locale, 'coupon', 'cart.coupon.label');
  const field = await screen.findByRole('textbox', { name: msg(locale, 'cart.coupon.label') }, API_WAIT);
  await userEvent.type(field, 'ramadan50');
  await userEvent.click(screen.getByRole('button', { name: msg(locale, 'cart.coupon.apply') }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), API_WAIT);
}

/** The coupon add-on open, after a refusal: the message on the field, the code kept. */
export const CouponRefused: Story = {
  parameters: { api: [cartRoute('full'), couponRefusedRoute()] },
  play: async ({ globals }) => applyRefusedCoupon(storyLocale(globals)),
};

/** A second order discount refused: the welcome offer already applied combines with free shipping only. */
export const CouponNotCombinable: Story = {
  parameters: { api: [cartRoute('full'), couponRefusedRoute('coupon_not_combinable')] },
  play: async ({ globals }) => applyRefusedCoupon(storyLocale(globals)),
};

/** A line raised past the store's largest order value: the line says so and keeps its quantity. */
export const OrderValueLimit: Story = {
  parameters: { api: [cartRoute('full'), orderValueLimitRoute] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await linesShown(locale);
    const [quantity] = await screen.findAllByRole('spinbutton', {}, API_WAIT);
    await userEvent.clear(quantity!);
    await userEvent.type(quantity!, '20');
    await screen.findByText(
      (text) => text.includes(msg(locale, 'error.order_value_limit').split('{')[0]!.trim()),
      {},
      API_WAIT,
    );
  },
};

/** The order-note add-on open, with the saved note. */
export const NoteOpen: Story = {
  play: async ({ globals }) => openAddon(storyLocale(globals), 'note', 'cart.note.label'),
};

/** The shipping calculator open, with the saved address. */
export const ShippingOpen: Story = {
  play: async ({ globals }) => openAddon(storyLocale(globals), 'shipping', 'cart.shipping.city'),
};

/** The countdown running: 4:30 left. */
export const CountdownRunning: Story = {
  parameters: { api: [cartRoute('full', endingIn(270))] },
  play: async () => {
    await screen.findByRole('timer', {}, API_WAIT);
  },
};

/** The countdown over: the expired message, and the way to more time. */
export const CountdownExpired: Story = {
  parameters: { api: [cartRoute('full', endingIn(-5))] },
  play: async ({ globals }) => {
    await screen.findAllByText(msgText(storyLocale(globals), 'cart.countdown.expired'), {}, API_WAIT);
  },
};

/** The countdown written in words, as the store's formatter setting can ask: 4 minutes and 30 seconds. */
export const CountdownInWords: Story = {
  parameters: {
    api: [settingsRoute({ cart: { countdown: { formatter: 'words' } } }), cartRoute('full', endingIn(270))],
  },
  play: async () => {
    await screen.findByRole('timer', {}, API_WAIT);
  },
};

/** The owner's own expired message, in the shopper's language, instead of the shop's. */
const OWN_EXPIRED = {
  fr: 'Le temps est écoulé : vos articles ne sont plus réservés.',
  en: 'Time is up: your items are no longer held.',
  ar: 'انتهى الوقت: لم تعد منتجاتك محجوزة.',
};
export const CountdownOwnExpiredMessage: Story = {
  parameters: {
    api: [settingsRoute({ cart: { countdown: { expiredMessage: OWN_EXPIRED } } }), cartRoute('full', endingIn(-5))],
  },
  play: async ({ globals }) => {
    await screen.findAllByText(OWN_EXPIRED[storyLocale(globals)], {}, API_WAIT);
  },
};

/** Free shipping reached. */
export const FreeShippingReached: Story = {
  parameters: { api: [cartRoute('full', goalReached)] },
  play: async ({ globals }) => {
    await screen.findAllByText(msgText(storyLocale(globals), 'cart.goal.done'), {}, API_WAIT);
  },
};

/** A quantity on its way to the server: the line is busy, its subtotal dimmed beside a spinner, the field usable. */
export const QuantityUpdating: Story = {
  tags: ['busy'],
  parameters: { api: [cartRoute('full'), { method: 'PATCH', path: /^\/api\/cart\/items\//, delay: Infinity }] },
  play: async ({ globals }) => {
    await linesShown(storyLocale(globals));
    const [increase] = await screen.findAllByRole('button', { name: msg(storyLocale(globals), 'quantity.increase') });
    await userEvent.click(increase!);
    await waitFor(() => expect(increase!.closest('li')).toHaveAttribute('aria-busy', 'true'), API_WAIT);
  },
};

/** Only pieces of the free-shipping class: shipping costs nothing by any method, and there is no goal to reach. */
export const FreeShippingClassOnly: Story = {
  parameters: { api: [cartRoute('full', freeShippingClassOnly)] },
  play: async ({ globals }) => {
    await linesShown(storyLocale(globals));
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};
