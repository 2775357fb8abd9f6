/** The sort order: WooCommerce's six options; choosing one applies it at once. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from '@features/catalogue/components/listing/SortSelect';
import { msg, storyLocale } from '../../../support/api';

const meta = {
  title: 'Features/Catalogue/Listing/SortSelect',
  component: SortSelect,
  parameters: { layout: 'padded' },
  args: { value: 'menu_order', onChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PriceHighToLow: Story = { args: { value: 'price-desc' } };

/** Chosen by keyboard: focus on the field (its ring), six options, and a choice reported at once. */
export const ChosenByKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const select = within(canvasElement).getByRole('combobox', { name: msg(locale, 'listing.sort.label') });
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, msg(locale, 'listing.sort.price'));
    await expect(args.onChange).toHaveBeenCalledWith('price');
    select.focus();
  },
};

/** An empty listing: nothing to sort, the select is disabled. */
export const Disabled: Story = { args: { disabled: true } };
