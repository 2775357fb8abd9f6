/**
 * Paying a pending order (a custom order's deposit): the methods offered for its country with the default chosen, none
 * chosen yet, the payment being recorded, a method the server refused, and a failure. Orders are fixed fixtures in the
 * story's locale (stories/support/order.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { OrderPay } from '@features/checkout/components/pay/OrderPay';
import type { Order } from '@features/checkout/model/types';
import type { ApiError } from '@shared/api/problem';
import { msg, storyLocale, msgText } from '../../support/api';
import { storyOrderPayment } from '../../support/order';

const meta = {
  title: 'Features/Checkout/OrderPay',
  component: OrderPay,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: {
    payment: storyOrderPayment('en'),
    pay: () => new Promise<Order>(() => undefined),
    onPaid: fn(),
  },
  argTypes: { payment: { control: false }, pay: { control: false } },
} satisfies Meta<typeof OrderPay>;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (code: string, field?: string): ApiError => ({
  status: code === 'server_error' ? 500 : 400,
  code,
  fields: field ? [{ field, code }] : [],
});

function payStory(where: Parameters<typeof storyOrderPayment>[1], pay?: (locale: Locale) => Promise<Order>): Story {
  return {
    render: (args, { globals }) => {
      const locale = storyLocale(globals);
      return <OrderPay {...args} payment={storyOrderPayment(locale, where)} pay={pay ? () => pay(locale) : args.pay} />;
    },
  };
}

const press = async (canvasElement: HTMLElement, locale: Locale) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: msg(locale, 'order.pay.submit') }));

/** In Morocco: cash on delivery chosen (its description under it), the bank transfer offered too. */
export const InMorocco = payStory('morocco');

/** Abroad: only the bank transfer is offered, and it is chosen. */
export const Abroad = payStory('abroad');

/** No method chosen beforehand and 'Pay for order' pressed: the methods say to choose one. */
export const NoMethodChosen: Story = {
  ...payStory('unchosen'),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await press(canvasElement, locale);
    await within(canvasElement).findByText(msgText(locale, 'order.pay.methodRequired'));
  },
};

/** Being recorded: the button waits and says so, and a status tells assistive technology (the answer never comes). */
export const Paying: Story = {
  ...payStory('morocco'),
  tags: ['busy'],
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await press(canvasElement, locale);
    const button = await within(canvasElement).findByRole('button', { name: msg(locale, 'order.pay.paying') });
    await expect(button).toBeDisabled();
  },
};

/** The server no longer offers the chosen method here: said under the methods, in the shopper's words. */
export const MethodRefused: Story = {
  ...payStory('morocco', () => Promise.reject(refusal('payment_method_unavailable', 'body.paymentMethod'))),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await press(canvasElement, locale);
    await within(canvasElement).findByText(msgText(locale, 'checkout.paymentUnavailable'));
  },
};

/** Any other failure: an alert above the button, which is pressed again once the shopper is ready. */
export const Failed: Story = {
  ...payStory('morocco', () => Promise.reject(refusal('server_error'))),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await press(canvasElement, locale);
    const alert = await within(canvasElement).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(msg(locale, 'order.pay.failed')));
    await expect(within(canvasElement).getByRole('button', { name: msg(locale, 'order.pay.submit') })).toBeEnabled();
  },
};
