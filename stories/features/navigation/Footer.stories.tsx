/** The footer, with FooterLinkColumn (never used alone). Its copyright year comes from the clock. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@features/navigation/components/Footer';
import { categoriesRoute, longCategoryNames } from '../../support/api';

const meta = {
  title: 'Features/Navigation/Footer',
  component: Footer,
  tags: ['mobile'],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the delivery page: its link is marked as the current page. */
export const Default: Story = {
  parameters: { route: '/delivery/' },
};

/** A very long category name in the categories column. */
export const LongCategoryNames: Story = {
  parameters: { api: [categoriesRoute(longCategoryNames)] },
};
