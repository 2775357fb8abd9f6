/** The errors of a submitted form, at its top: a heading, one link per error to its field; it takes focus. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, waitFor, within } from 'storybook/test';
import { useAddressErrorSummary } from '@entities/address/error-text';
import { ErrorSummary } from '@shared/ui/ErrorSummary';
import { msg, storyLocale } from '../../support/api';

const rule = (value: object) => JSON.stringify(value);

/** Three errors of a billing address, in the story's locale. */
function ThreeErrors() {
  const summarise = useAddressErrorSummary();
  const items = summarise({
    kind: 'billing',
    country: 'MA',
    errors: {
      last_name: rule({ rule: 'required' }),
      postcode: rule({ rule: 'postcode', country: 'MA' }),
      email: rule({ rule: 'email' }),
    },
  });
  return (
    <Box sx={{ padding: 2, maxWidth: 720 }}>
      <ErrorSummary items={items} />
    </Box>
  );
}

const meta = {
  title: 'Shared/ErrorSummary',
  component: ThreeErrors,
  tags: ['mobile'],
} satisfies Meta<typeof ThreeErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown after a submit: focused, so its heading and errors are read. */
export const ThreeErrorsFocused: Story = {
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', { name: msg(storyLocale(globals), 'errorSummary.title') });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(within(region).getAllByRole('link')).toHaveLength(3);
  },
};
