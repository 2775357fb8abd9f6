/**
 * The display-currency select. It is a native select: its open list is drawn by the browser outside the page,
 * so there is no 'open' story (a screenshot cannot show it).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencySwitcher } from '@features/navigation/components/CurrencySwitcher';
import { forgetStoredChoices } from '../../support/api';

const meta = {
  title: 'Features/Navigation/CurrencySwitcher',
  component: CurrencySwitcher,
  parameters: { layout: 'padded' },
  beforeEach: forgetStoredChoices,
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dirham, the store's currency. */
export const Default: Story = {};

/** The shopper chose euros (prices then show an approximation; checkout stays in MAD). */
export const EuroChosen: Story = {
  parameters: { preloadedState: { preferences: { displayCurrency: 'EUR' } } },
};
