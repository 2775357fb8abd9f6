/** The skip link: off screen until focused, the first Tab stop of every page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Typography } from '@mui/material';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '@features/navigation/components/SkipLink';
import { msg, storyLocale } from '../../support/api';

const meta = {
  title: 'Features/Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args, { globals }) => (
    <>
      <SkipLink {...args} />
      <Box
        component="main"
        id={args.targetId}
        tabIndex={-1}
        sx={{ padding: 2, paddingBlockStart: 10, outline: 'none' }}
      >
        <Typography>{msg(storyLocale(globals), 'app.description')}</Typography>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows it over the page. */
export const Focused: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: msg(storyLocale(globals), 'nav.skipToContent') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
