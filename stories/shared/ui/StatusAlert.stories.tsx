/** A message with its severity's icon and colours (Material's standard alert), for errors and warnings inside a page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { StatusAlert, type Severity } from '@shared/ui/StatusAlert';
import { sharedMessages } from '@shared/i18n/messages';
import { catalogueMessages } from '@features/catalogue/messages';
import { listingMessages } from '@features/catalogue/listing-messages';

function Example({
  severity,
  message,
  withRetry,
}: {
  severity: Severity;
  message: MessageDescriptor[];
  withRetry?: boolean;
}) {
  const intl = useIntl();
  return (
    <StatusAlert
      severity={severity}
      action={
        withRetry ? (
          <Button color="inherit" variant="outlined" size="small">
            {intl.formatMessage(sharedMessages.commonRetry)}
          </Button>
        ) : undefined
      }
    >
      {message.map((descriptor) => intl.formatMessage(descriptor, { count: 1, names: '“colour”' })).join(' ')}
    </StatusAlert>
  );
}

const meta = {
  title: 'Shared/StatusAlert',
  component: Example,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page part that could not load: what happened, why, and a way to try again. */
export const ErrorWithRetry: Story = {
  args: { severity: 'error', message: [catalogueMessages.loadError, sharedMessages.errorFetchError], withRetry: true },
};

/** A warning that needs no action. */
export const Warning: Story = { args: { severity: 'warning', message: [listingMessages.invalidParams] } };
