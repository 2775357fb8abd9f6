/** The header's account entry: icon and label on desktop, icon only on phones (same accessible name). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountButton } from '@features/account/components/AccountButton';

const meta = {
  title: 'Features/Account/AccountButton',
  component: AccountButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
