/** Placeholders shaped like what will replace them: a card's picture, its name and its price. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { SkeletonBlock } from '@shared/ui/SkeletonBlock';

function CardPlaceholder() {
  return (
    <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, inlineSize: 240 }}>
      <SkeletonBlock variant="rounded" sx={{ aspectRatio: '1 / 1', blockSize: 'auto' }} />
      <SkeletonBlock variant="text" sx={{ typography: 'h4' }} />
      <SkeletonBlock variant="text" sx={{ inlineSize: '60%' }} />
    </Box>
  );
}

const meta = {
  title: 'Shared/SkeletonBlock',
  component: CardPlaceholder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product card while the catalogue loads (the text lines start on the start side in Arabic). */
export const Card: Story = {};
