/** The quantity field with minus and plus buttons. Sold individually, it renders nothing. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, within } from 'storybook/test';
import type { QuantityLimits } from '@domain/quantity';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { msg, storyLocale } from '../../support/api';

interface Args {
  initial: string;
  limits: QuantityLimits;
  disabled?: boolean;
}

function Field({ initial, limits, disabled }: Args) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ padding: 2 }}>
      <QuantityInput value={value} onChange={setValue} limits={limits} disabled={disabled} />
    </Box>
  );
}

const meta = {
  title: 'Shared/QuantityInput',
  render: (args) => <Field {...args} />,
  args: { initial: '1', limits: { min: 1, max: 5, step: 1, soldIndividually: false } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Plus pressed up to the maximum: the value stops at 5. */
export const AtMaximum: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: msg(storyLocale(globals), 'quantity.increase') });
    for (let i = 0; i < 6; i += 1) await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton')).toHaveValue(5);
    plus.blur();
  },
};

/** A large value, to show the field's width holds it. */
export const LargeValue: Story = {
  args: { initial: '1250', limits: { min: 1, max: null, step: 1, soldIndividually: false } },
};

export const Disabled: Story = { args: { disabled: true } };
