/**
 * The header's account entry: for a guest a button that opens the login dialog, for a customer a link to My Account;
 * icon and label on desktop, icon only on phones (same accessible name).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountButton } from '@features/account/components/AccountButton';
import { within } from 'storybook/test';
import { signedInRoute } from '../../support/account';
import { API_WAIT, msg, storyLocale } from '../../support/api';

const meta = {
  title: 'Features/Account/AccountButton',
  component: AccountButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Signed in: 'My account', a link. */
export const SignedIn: Story = {
  parameters: { api: [signedInRoute] },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'link',
      { name: msg(storyLocale(globals), 'account.button.signedIn') },
      API_WAIT,
    );
  },
};
