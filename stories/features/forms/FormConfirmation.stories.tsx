/**
 * What replaces a form once it is sent: the contact form's confirmation, and the custom order's with the pending
 * order its deposit made and the way to pay for it. In the story's locale; focused as it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FormConfirmation } from '@features/forms/components/FormConfirmation';
import { msg, storyLocale } from '../../support/api';
import { seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Forms/FormConfirmation',
  component: FormConfirmation,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { paragraphs: seededForm('contact', 'en').confirmation },
} satisfies Meta<typeof FormConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's thanks. */
export const Sent: Story = {
  render: (args, { globals }) => (
    <FormConfirmation {...args} paragraphs={seededForm('contact', storyLocale(globals)).confirmation} />
  ),
};

/** A custom order sent: its thanks, the order waiting for its deposit, and 'Pay for this order'. */
export const SentWithOrderToPay: Story = {
  render: (args, { globals }) => (
    <FormConfirmation
      {...args}
      paragraphs={seededForm('custom-order', storyLocale(globals)).confirmation}
      order={{ number: 1043, key: 'Zl1g3K3yPend1ng043', total: 30000 }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const link = within(canvasElement).getByRole('link', { name: msg(locale, 'forms.order.pay') });
    await expect(link.getAttribute('href')).toBe(`/${locale}/checkout/order-pay/1043/?key=Zl1g3K3yPend1ng043`);
    await waitFor(() => expect(canvasElement.querySelector('[tabindex="-1"]')).toHaveFocus());
  },
};
