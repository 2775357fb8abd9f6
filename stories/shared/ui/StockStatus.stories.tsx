/** A product's stock state in words and in the theme's colour for it: cards, list rows and the product page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockStatus } from '@shared/ui/StockStatus';

const meta = {
  title: 'Shared/StockStatus',
  component: StockStatus,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, untracked quantity (every card). */
export const InStock: Story = { args: { status: 'instock' } };

/** In stock with a tracked quantity (the product page's chosen variation): '12 in stock'. */
export const InStockWithCount: Story = { args: { status: 'instock', quantity: 12 } };

/** One unit left: the plural's 'one' form (and Arabic's own forms). */
export const LastOne: Story = { args: { status: 'instock', quantity: 1 } };

/** Can be ordered now and shipped later. */
export const OnBackorder: Story = { args: { status: 'onbackorder' } };

/** Cannot be bought. */
export const OutOfStock: Story = { args: { status: 'outofstock' } };
