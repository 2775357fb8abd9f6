/**
 * The order-received view with its parts: OrderOverview, PaymentInstructions (BankDetails), OrderDetails
 * (OrderTotalRows) and OrderAddresses (OrderAddress). Orders are fixed fixtures in the story's locale
 * (stories/support/order.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OrderReceived } from '@features/checkout/components/order/OrderReceived';
import { API_WAIT, msg, storyLocale } from '../../support/api';
import { storyOrder, type OrderCase } from '../../support/order';
import type { Order } from '@features/checkout/model/types';
import type { Locale } from '@domain/locales';

const meta = {
  title: 'Features/Checkout/OrderReceived',
  component: OrderReceived,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { order: storyOrder('cod', 'en') },
  argTypes: { order: { control: false } },
} satisfies Meta<typeof OrderReceived>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order as the page shows it; `placedIn` another language: the lines and the shipping label are in that one. */
function pageOrder(which: OrderCase, locale: Locale, placedIn: Locale = locale): Order {
  const placed = storyOrder(which, placedIn);
  return {
    ...storyOrder(which, locale),
    lines: placed.lines,
    shippingMethod: placed.shippingMethod,
    writtenIn: placedIn,
  };
}

function orderStory(which: OrderCase, placedIn?: (locale: Locale) => Locale): Story {
  return {
    render: (args, { globals }) => {
      const locale = storyLocale(globals);
      return <OrderReceived {...args} order={pageOrder(which, locale, placedIn?.(locale))} />;
    },
    play: async ({ canvasElement, globals }) => {
      const locale = storyLocale(globals);
      const canvas = within(canvasElement);
      // Settled once the heading has focus and the announcement is in its region.
      const heading = canvas.getByRole('heading', { level: 1, name: msg(locale, 'order.received.title') });
      await waitFor(() => expect(heading).toHaveFocus());
      await waitFor(
        () => expect(canvas.getByRole('status')).toHaveTextContent(msg(locale, 'order.received.thankYou')),
        API_WAIT,
      );
    },
  };
}

/** Cash on delivery to Casablanca: the method's description, no bank details; shipping paid. */
export const CashOnDelivery = orderStory('cod');

/** A direct bank transfer: the shop's account (RIB and IBAN grouped), the order number as the reference. */
export const BankTransfer = orderStory('bacs');

/** A coupon's discount (negative), free shipping, the shopper's note and a gift sent to another address. */
export const DiscountNoteAndShippingAddress = orderStory('discountNoteShipTo');

/** A very long product name, and an address in the United States whose state is free text ('Texas'). */
export const LongNameAndAddressAbroad = orderStory('longAbroad');

/**
 * Placed in French and looked at in Arabic or English (in Arabic when looked at in French): the products' names,
 * their attributes and the shipping method stay as they were ordered, each marked with its language.
 */
export const PlacedInAnotherLanguage = orderStory('cod', (locale) => (locale === 'fr' ? 'ar' : 'fr'));
