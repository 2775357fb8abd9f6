/** The country: a searchable select (combobox) of every country the shop knows, Morocco first, named in the locale. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CountryField } from '@entities/address/CountryField';
import { msg, storyLocale, msgText } from '../../support/api';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ padding: 2, maxWidth: 420 }}>
      <CountryField id="story-country" name="country" value={value} onChange={setValue} required />
    </Box>
  );
}

const meta = {
  title: 'Entities/Address/CountryField',
  render: (args) => <Field {...args} />,
  args: { initial: 'MA' },
} satisfies Meta<{ initial: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Morocco chosen, as every address form starts. */
export const Default: Story = {};

/** The list opened by keyboard (Alt+Down): Morocco first, then the locale's alphabetical order. */
export const ListOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const field = within(canvasElement).getByRole('combobox', {
      name: msg(storyLocale(globals), 'address.field.country'),
    });
    await userEvent.click(field);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** A search that matches no country: 'No matches found'. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const field = within(canvasElement).getByRole('combobox', { name: msg(locale, 'address.field.country') });
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz');
    await expect(await screen.findByText(msgText(locale, 'select.noMatches'))).toBeVisible();
  },
};
