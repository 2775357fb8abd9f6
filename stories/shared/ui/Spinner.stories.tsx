/** The busy indicator: decorative, in the current colour; the control it sits in says it is busy. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { Spinner } from '@shared/ui/Spinner';
import { sharedMessages } from '@shared/i18n/messages';

function Example() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3 }}>
      <Box sx={{ color: 'primary.main' }}>
        <Spinner />
      </Box>
      <Button variant="outlined" aria-disabled startIcon={<Spinner size="1em" />}>
        {intl.formatMessage(sharedMessages.commonRetry)}
      </Button>
    </Box>
  );
}

const meta = { title: 'Shared/Spinner', component: Example, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Example
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own (the page preloader) and in a busy button. Snapshots freeze its animation. */
export const Busy: Story = {};
