/** Links inside the shop: primary colour, underlined on hover (default), always or never; the theme's focus ring. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { TextLink } from '@shared/ui/TextLink';
import { navigationMessages } from '@features/navigation/messages';

function Example() {
  const intl = useIntl();
  const label = intl.formatMessage(navigationMessages.navShop);
  return (
    <Box sx={{ display: 'flex', gap: 3 }}>
      <TextLink to="/shop/">{label}</TextLink>
      <TextLink to="/shop/" underline="always">
        {label}
      </TextLink>
      <TextLink to="/shop/" underline="none" sx={{ color: 'text.primary', fontWeight: 'fontWeightBold' }}>
        {label}
      </TextLink>
    </Box>
  );
}

const meta = { title: 'Shared/TextLink', component: Example, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Example
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three underline modes; the last restyled through `sx`, as the header and footer do. */
export const UnderlineModes: Story = {};
