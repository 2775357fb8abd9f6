/** The state field in each of its forms: a searchable select (Morocco), nothing (France), free text (the US). */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { StateField } from '@entities/address/StateField';
import { addressErrorMessages } from '@entities/address/messages';

interface Args {
  country: string;
  initial: string;
  required?: boolean;
  invalid?: boolean;
}

function Field({ country, initial, required, invalid }: Args) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ padding: 2, maxWidth: 420 }}>
      <StateField
        id="story-state"
        name="state"
        country={country}
        value={value}
        onChange={setValue}
        required={required}
        error={invalid ? intl.formatMessage(addressErrorMessages.required) : undefined}
      />
    </Box>
  );
}

const meta = {
  title: 'Entities/Address/StateField',
  render: (args) => <Field {...args} />,
  args: { country: 'MA', initial: '', required: true },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Morocco, nothing chosen yet: the placeholder 'Select an option…'. */
export const MoroccoEmpty: Story = {};

/** Morocco with a province chosen (its Arabic name in ar). */
export const MoroccoChosen: Story = { args: { initial: 'macas' } };

/** France has no states: a hidden input, nothing to see. */
export const HiddenForFrance: Story = { tags: ['no-visual'], args: { country: 'FR', required: false } };

/** The US is not in the map: free text. */
export const FreeTextUnitedStates: Story = { args: { country: 'US', initial: 'California', required: false } };

/** Required and left empty after a submit: the error under the field. */
export const RequiredInvalid: Story = { args: { invalid: true } };
