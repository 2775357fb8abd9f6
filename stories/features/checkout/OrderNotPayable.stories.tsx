/** The pay page of an order already paid (in another tab, or from its e-mail): said, with the way to the order. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderNotPayable } from '@features/checkout/components/pay/OrderNotPayable';

const meta = {
  title: 'Features/Checkout/OrderNotPayable',
  component: OrderNotPayable,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { number: 1043, orderKey: 'Zl1g3K3yPend1ng043' },
} satisfies Meta<typeof OrderNotPayable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid meanwhile: nothing to pay, and a link to the order. */
export const AlreadyPaid: Story = {};
